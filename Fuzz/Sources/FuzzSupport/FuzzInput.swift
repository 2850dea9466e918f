import Foundation

/// libFuzzer's input as the targets read it.
public enum FuzzInput {
    /// The bytes libFuzzer hands to `LLVMFuzzerTestOneInput`, copied (libFuzzer reuses its buffer).
    public static func bytes(_ pointer: UnsafePointer<UInt8>?, _ count: Int) -> [UInt8] {
        Array(UnsafeBufferPointer(start: pointer, count: count))
    }

    /// The input as text. Invalid UTF-8 is repaired, as the engine's readers of text files repair it.
    public static func text(_ pointer: UnsafePointer<UInt8>?, _ count: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
    }
}
