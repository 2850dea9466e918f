extension BidiResolver {
    /// An isolating run sequence (BD13) with its embedding level and start/end-of-sequence types.
    struct RunSequence {
        var indices: [Int]
        var level: UInt8
        var sos: BidiClass
        var eos: BidiClass
    }

    /// X10: level runs of the characters X9 kept, chained across isolate initiators and their PDIs.
    func isolatingRunSequences(levels: [UInt8?], paragraphLevel: UInt8) -> [RunSequence] {
        let kept = levels.indices.filter { levels[$0] != nil }
        var keptPosition = [Int](repeating: 0, count: levels.count)
        for (position, index) in kept.enumerated() { keptPosition[index] = position }
        var runs: [[Int]] = []
        for index in kept {
            if let last = runs.last?.last, levels[last] == levels[index] {
                runs[runs.count - 1].append(index)
            } else {
                runs.append([index])
            }
        }
        let runStartingAt = Dictionary(uniqueKeysWithValues: runs.enumerated().map { ($1[0], $0) })
        let matchedPDIs = Set(matchingPDIIndices)
        var sequences: [RunSequence] = []
        for run in runs where !(matchedPDIs.contains(run[0]) && classesAreIsolateEnd(run[0])) {
            var indices = run
            while let last = indices.last, isIsolateInitiator(originalClasses[last]), let pdi = matchingPDI(of: last),
                  let next = runStartingAt[pdi] {
                indices += runs[next]
            }
            let level = levels[indices[0]]!
            let firstPosition = keptPosition[indices[0]]
            let before = firstPosition > 0 ? levels[kept[firstPosition - 1]]! : paragraphLevel
            let lastIndex = indices[indices.count - 1]
            let lastPosition = keptPosition[lastIndex]
            let after: UInt8 = isIsolateInitiator(originalClasses[lastIndex]) || lastPosition + 1 >= kept.count
                ? paragraphLevel : levels[kept[lastPosition + 1]]!
            sequences.append(RunSequence(indices: indices, level: level,
                                         sos: max(level, before) % 2 == 1 ? .rightToLeft : .leftToRight,
                                         eos: max(level, after) % 2 == 1 ? .rightToLeft : .leftToRight))
        }
        return sequences
    }

    private func isIsolateInitiator(_ bidiClass: BidiClass) -> Bool {
        bidiClass == .leftToRightIsolate || bidiClass == .rightToLeftIsolate || bidiClass == .firstStrongIsolate
    }

    private func classesAreIsolateEnd(_ index: Int) -> Bool {
        originalClasses[index] == .popDirectionalIsolate
    }
}
