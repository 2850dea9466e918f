/// The diff of two whole decorations files: every group of either, in sorted name order, diffed with
/// `GroupDiff` (a group missing from one side is an empty state there). Unchanged groups yield nothing.
public enum DecorationsFileDiff {
    public static func changes(old: DecorationsFile, new: DecorationsFile) throws(GroupDiffError) -> [HrefChanges] {
        try changes(old: old, new: new, documentOrder: { (_: Decoration) -> Int? in nil })
    }

    /// As `GroupDiff.changes(group:old:new:documentOrder:)`, for every group.
    public static func changes<Position: Comparable>(
        old: DecorationsFile, new: DecorationsFile, documentOrder: (Decoration) -> Position?
    ) throws(GroupDiffError) -> [HrefChanges] {
        let oldGroups = Dictionary(old.groups.map { ($0.name, $0.decorations) }, uniquingKeysWith: { first, _ in first })
        let newGroups = Dictionary(new.groups.map { ($0.name, $0.decorations) }, uniquingKeysWith: { first, _ in first })
        var result: [HrefChanges] = []
        for name in Set(oldGroups.keys).union(newGroups.keys).sorted() {
            result += try GroupDiff.changes(group: name, old: oldGroups[name] ?? [], new: newGroups[name] ?? [],
                                            documentOrder: documentOrder)
        }
        return result
    }
}
