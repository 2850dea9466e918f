import CQPDF
import Foundation

/// A PDF read by qpdf's C API: a thin, safe wrapper that owns the qpdf handle and the bytes qpdf reads
/// from (qpdf keeps pointing into them for as long as the handle lives). Not shared between threads.
final class QPDFDocument {
    /// Where qpdf reads the PDF from.
    enum Input {
        /// A file qpdf opens and reads as it needs, without a copy of it in memory.
        case file(path: String)
        /// Bytes already in memory (a PDF inside a package), copied once for qpdf.
        case bytes(Data)
    }

    private var handle: qpdf_data?
    private var buffer: UnsafeMutableRawBufferPointer?
    /// The clear copy, once written: written once, as a second write would replace qpdf's buffer that
    /// earlier answers' bytes may point into.
    private var clear: Data?
    let name: String

    /// Reads `input` with `password` (the user or the owner password; "" for none). A wrong password is
    /// `PDFError.incorrectPassword`; a file qpdf cannot make sense of is `PDFError.unreadable`.
    init(_ input: Input, name: String, password: String) throws(PDFError) {
        self.name = name
        var reason = [CChar](repeating: 0, count: 512)
        guard decor_qpdf_load(&reason, reason.count) == 0 else {
            throw .unsupported(name: name, reason: "libqpdf could not be loaded: \(String(decoding: reason.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))")
        }
        handle = qpdf_init()
        qpdf_silence_errors(handle)
        qpdf_set_suppress_warnings(handle, QPDF_TRUE)
        let status: QPDF_ERROR_CODE
        switch input {
        case let .file(path):
            status = qpdf_read(handle, path, password)
        case let .bytes(data):
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, data.count), alignment: 1)
            data.copyBytes(to: buffer)
            self.buffer = buffer
            status = qpdf_read_memory(handle, name, buffer.baseAddress?.assumingMemoryBound(to: CChar.self), UInt64(data.count), password)
        }
        if status & QPDF_ERRORS != 0 {
            throw lastError()
        }
    }

    deinit {
        qpdf_cleanup(&handle)
        buffer?.deallocate()
    }

    var isEncrypted: Bool { qpdf_is_encrypted(handle) != QPDF_FALSE }
    /// The extract permission: copying text and graphics.
    var allowsExtraction: Bool { qpdf_allow_extract_all(handle) != QPDF_FALSE }
    /// Printing at any resolution: a PDF that only allows degraded printing still prints.
    var allowsPrinting: Bool { qpdf_allow_print_low_res(handle) != QPDF_FALSE || qpdf_allow_print_high_res(handle) != QPDF_FALSE }

    /// A value of the document information dictionary (`/Title`), nil when absent or empty.
    func info(_ key: String) -> String? {
        guard let value = qpdf_get_info_key(handle, key) else { return nil }
        let text = String(cString: value)
        return text.isEmpty ? nil : text
    }

    /// The whole PDF written again without its encryption and otherwise as it was (each stream keeps its
    /// filters), deterministically: the same file gives the same bytes in every process, as `decor serve`'s
    /// entity tags (the file's modification time and size) promise across restarts. qpdf keeps the first
    /// `/ID` element; the second is a `ClearPDFIdentifier` of the encrypted file's own pair, or, for a file
    /// without one, qpdf's digest of the output. qpdf writes into an `AnonymousMemoryFile` where the kernel
    /// has them, else into its own buffer, which the bytes then point into (they keep this document alive
    /// for as long as they live). `inputLength` is the encrypted file's; `writesToMemoryFile` false takes
    /// qpdf's buffer, as where there are no memfds.
    func decrypted(inputLength: UInt64, writesToMemoryFile: Bool = true) throws(PDFError) -> Data {
        if let clear { return clear }
        let identifiers = fileIdentifiers()
        var file = writesToMemoryFile ? AnonymousMemoryFile() : nil
        if let opened = file, qpdf_init_write(handle, opened.path) & QPDF_ERRORS != 0 {
            // No /proc to open the file by: qpdf writes into its own buffer instead.
            _ = qpdf_get_error(handle)
            file = nil
        }
        if file == nil {
            guard qpdf_init_write_memory(handle) & QPDF_ERRORS == 0 else { throw lastError() }
        }
        qpdf_set_preserve_encryption(handle, QPDF_FALSE)
        // Every stream keeps the filters the encrypted file gives it: qpdf's defaults would compress the
        // uncompressed ones and re-encode LZW or ASCII85 ones, changing what decrypting need not touch, and
        // compressing is most of the time of decrypting a PDF of uncompressed pages.
        qpdf_set_decode_level(handle, qpdf_dl_none)
        qpdf_set_compress_streams(handle, QPDF_FALSE)
        if identifiers == nil {
            qpdf_set_deterministic_ID(handle, QPDF_TRUE)
        } else {
            qpdf_set_static_ID(handle, QPDF_TRUE)
        }
        guard qpdf_write(handle) & QPDF_ERRORS == 0 else { throw lastError() }
        let adjust = { [name] (pdf: UnsafeMutableRawBufferPointer) throws(PDFError) in
            guard let (first, second) = identifiers else { return }
            try ClearPDFIdentifier(first: first, second: second, inputLength: inputLength, outputLength: pdf.count).write(into: pdf, name: name)
        }
        let written: Data
        if let file {
            written = try file.mappedContents(adjust: adjust, name: name)
        } else {
            let length = qpdf_get_buffer_length(handle)
            guard let bytes = qpdf_get_buffer(handle), length > 0 else { return Data() }
            let buffer = UnsafeMutableRawBufferPointer(start: UnsafeMutableRawPointer(mutating: bytes), count: length)
            try adjust(buffer)
            written = Data(bytesNoCopy: buffer.baseAddress!, count: length, deallocator: .custom { _, _ in withExtendedLifetime(self) {} })
        }
        clear = written
        return written
    }

    /// The trailer's `/ID` pair, nil when the file has none (a malformed encrypted file) or it is not two
    /// strings.
    private func fileIdentifiers() -> (first: [UInt8], second: [UInt8])? {
        let identifiers = qpdf_oh_get_key(handle, qpdf_get_trailer(handle), "/ID")
        guard qpdf_oh_is_array(handle, identifiers) != QPDF_FALSE, qpdf_oh_get_array_n_items(handle, identifiers) == 2 else { return nil }
        let strings = (0..<2).compactMap { index -> [UInt8]? in
            let item = qpdf_oh_get_array_item(handle, identifiers, Int32(index))
            var length = 0
            guard qpdf_oh_is_string(handle, item) != QPDF_FALSE, let value = qpdf_oh_get_binary_string_value(handle, item, &length) else {
                return nil
            }
            return Array(UnsafeRawBufferPointer(start: value, count: length))
        }
        return strings.count == 2 ? (strings[0], strings[1]) : nil
    }

    private func lastError() -> PDFError {
        guard qpdf_has_error(handle) != QPDF_FALSE, let error = qpdf_get_error(handle) else {
            return .unreadable(name: name, reason: "qpdf failed without saying why")
        }
        let detail = qpdf_get_error_message_detail(handle, error).map { String(cString: $0) } ?? "no detail"
        switch qpdf_get_error_code(handle, error) {
        case qpdf_e_password: return .incorrectPassword(name: name)
        case qpdf_e_unsupported: return .unsupported(name: name, reason: detail)
        default: return .unreadable(name: name, reason: detail)
        }
    }
}
