#if canImport(Glibc)
import CMalloc
#endif

/// How long glibc's allocator keeps the memory a command frees. By default it gives every large block back
/// to the kernel as soon as it is freed and raises its thresholds only as it goes, so a command that
/// decrypts or lays out a large file has the kernel fault in and zero the same pages again and again. A
/// command runs once and exits, so keeping what it frees (blocks under 32 MiB come from the heap, and up
/// to 64 MiB free at its top stay) costs nothing: it took 10 ms (15%) off `decor cat` of a 10 MB encrypted
/// PDF (`decor-bench pdf`) and left the peak memory of layout, locate and render as it was
/// (`decor-bench hostile`). A server keeps glibc's defaults, which give memory back between requests.
enum AllocatorTuning {
    /// Keeps freed memory for reuse for the rest of the process.
    static func keepFreedMemory() {
        #if canImport(Glibc)
        _ = mallopt(M_MMAP_THRESHOLD, 32 << 20)
        _ = mallopt(M_TRIM_THRESHOLD, 64 << 20)
        #endif
    }
}
