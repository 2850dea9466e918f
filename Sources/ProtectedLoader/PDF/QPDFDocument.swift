import CQPDF
import Foundation

/// A PDF read by qpdf's C API: a thin, safe wrapper that owns the qpdf handle and the bytes qpdf reads
/// from (qpdf keeps pointing into them for as long as the handle lives). Not shared between threads.
final class QPDFDocument {
    private var handle: qpdf_data?
    private let buffer: UnsafeMutableRawBufferPointer
    let name: String

    /// Reads `data` with `password` (the user or the owner password; "" for none). A wrong password is
    /// `PDFError.incorrectPassword`; a file qpdf cannot make sense of is `PDFError.unreadable`.
    init(data: Data, name: String, password: String) throws(PDFError) {
        self.name = name
        buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, data.count), alignment: 1)
        data.copyBytes(to: buffer)
        handle = qpdf_init()
        qpdf_silence_errors(handle)
        qpdf_set_suppress_warnings(handle, QPDF_TRUE)
        let status = qpdf_read_memory(handle, name, buffer.baseAddress?.assumingMemoryBound(to: CChar.self),
                                      UInt64(data.count), password)
        if status & QPDF_ERRORS != 0 {
            throw lastError()
        }
    }

    deinit {
        qpdf_cleanup(&handle)
        buffer.deallocate()
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

    /// The whole PDF written again without its encryption, deterministically (the same input gives the
    /// same bytes).
    func decrypted() throws(PDFError) -> Data {
        guard qpdf_init_write_memory(handle) & QPDF_ERRORS == 0 else { throw lastError() }
        qpdf_set_preserve_encryption(handle, QPDF_FALSE)
        qpdf_set_deterministic_ID(handle, QPDF_TRUE)
        guard qpdf_write(handle) & QPDF_ERRORS == 0 else { throw lastError() }
        let length = qpdf_get_buffer_length(handle)
        guard let bytes = qpdf_get_buffer(handle) else { return Data() }
        return Data(bytes: bytes, count: length)
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
