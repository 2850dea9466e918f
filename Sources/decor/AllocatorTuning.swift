import Synchronization
import WorkSharing
#if canImport(Glibc)
import CMalloc
import Glibc
#endif

/// How glibc's allocator serves a command that runs once and exits. A server keeps glibc's defaults,
/// which give memory back between requests.
enum AllocatorTuning {
    /// Keeps freed memory for reuse for the rest of the process. By default glibc gives every large block
    /// back to the kernel as soon as it is freed and raises its thresholds only as it goes, so a command
    /// that decrypts or lays out a large file has the kernel fault in and zero the same pages again and
    /// again. Keeping what it frees (blocks under 32 MiB come from the heap, and up to 64 MiB free at its
    /// top stay) costs nothing: it took 10 ms (15%) off `decor cat` of a 10 MB encrypted PDF
    /// (`decor-bench pdf`) and left the peak memory of layout, locate and render as it was
    /// (`decor-bench hostile`).
    static func keepFreedMemory() {
        #if canImport(Glibc)
        _ = mallopt(M_MMAP_THRESHOLD, 32 << 20)
        _ = mallopt(M_TRIM_THRESHOLD, 64 << 20)
        #endif
    }

    /// Backs the heap, and the arena of every worker thread, with transparent huge pages where the system
    /// gives them on request (`madvise`, Debian's default). Each 4 KiB page a process touches first costs
    /// a fault, about 2 µs on a virtual machine, where a 2 MiB page costs what 25 of them do: `decor
    /// layout` of Children's Literature s04 touches 15 MB of new memory and takes 3 ms (6%) less, for
    /// peaks 2–4 MB higher (memory is taken 2 MiB at a time; `decor-bench hostile`'s 1 MB chapter 50 →
    /// 53 MB, its render of 100,000 decorations 355 → 357–365 MB).
    static func useHugePages() {
        #if canImport(Glibc)
        growHeapInHugePages()
        WorkerThreadSetUp.set { adviseThisThreadsArena() }
        #endif
    }

    #if canImport(Glibc)
    private static let hugePage = UInt(2 << 20)

    /// The heap grown 32 MiB at a time, the first 32 MiB at once and advised. The advice holds for the
    /// mapping it is given, not for what the heap grows by later, so the heap is grown first, by a block
    /// that fills the rest of the 2 MiB extent its free top starts in and is never freed. That extent was
    /// touched before the advice and has small pages, each of them a fault; what is allocated next comes
    /// from the extents above it, each a huge page. The block costs address space, not memory: only its
    /// header is ever written.
    private static func growHeapInHugePages() {
        _ = mallopt(M_TOP_PAD, 32 << 20)
        let end = UInt(bitPattern: sbrk(0))
        let top = UInt(mallinfo2().keepcost)
        guard top > 0, top < end else { return }
        let extentEnd = (end - top + hugePage) & ~(hugePage - 1)
        // Through the Swift runtime's allocator: a plain malloc of a block never used could be removed
        // as dead code. The block takes the top from its start (16 bytes of header before it) to the
        // extent's end. Most often it is larger than the top and the heap grows by its 32 MiB for it;
        // when the top held it, a second block, larger than what is left and freed at once, grows it.
        _ = UnsafeMutableRawPointer.allocate(byteCount: Int(extentEnd - (end - top)) - 16, alignment: 16)
        if UInt(bitPattern: sbrk(0)) == end {
            UnsafeMutableRawPointer.allocate(byteCount: Int(mallinfo2().keepcost) + (64 << 10), alignment: 16).deallocate()
        }
        let grown = UInt(bitPattern: sbrk(0))
        guard grown > extentEnd else { return }
        _ = madvise(UnsafeMutableRawPointer(bitPattern: extentEnd), Int(grown - extentEnd), MADV_HUGEPAGE)
    }

    /// The same advice for the arena of the calling thread, which glibc gives each new thread it sees
    /// allocate: a heap inside a reservation of 64 MiB aligned to its size, which it makes readable and
    /// writable as the heap grows. The whole reservation is advised, from where a block of the thread's
    /// own lies; a thread that was given the main arena has it advised already. A new arena's first
    /// extent was touched before the advice: the rest of it is filled, once, as the heap's is.
    private static func adviseThisThreadsArena() {
        let probe = UnsafeMutableRawPointer.allocate(byteCount: 16, alignment: 16)
        defer { probe.deallocate() }
        let address = UInt(bitPattern: probe)
        let mainHeap = UInt(bitPattern: decor_program_end())..<UInt(bitPattern: sbrk(0))
        guard !mainHeap.contains(address) else { return }
        let reservation = UInt(64 << 20)
        let base = address & ~(reservation - 1)
        guard advisedArenas.withLock({ $0.insert(base).inserted }) else { return }
        _ = madvise(UnsafeMutableRawPointer(bitPattern: base), Int(reservation), MADV_HUGEPAGE)
        // A fresh arena hands out its first blocks just above its own header, a few KiB into it.
        guard address - base < 64 << 10 else { return }
        let top = address + 32
        _ = UnsafeMutableRawPointer.allocate(byteCount: Int(base + hugePage - top) - 16, alignment: 16)
    }

    /// The arenas advised so far, by the start of their reservation.
    private static let advisedArenas = Mutex<Set<UInt>>([])
    #endif
}
