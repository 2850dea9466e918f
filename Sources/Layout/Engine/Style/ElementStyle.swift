/// Everything the engine knows of one element's computed style: the properties `StyleComputer`
/// computes and the supplementary ones the engine computes itself.
///
/// A value type kept in one shared box that is copied on write: boxes, inline items and formula nodes
/// hold styles by the tens of thousands, most of them equal, so a copy costs one retain instead of
/// copying a few hundred bytes and a dozen references, equal copies compare by identity first, and
/// the copies take no memory of their own.
struct ElementStyle: Hashable, Sendable {
    /// The shared properties. Changed in place only when no other style holds it, so that styles keep
    /// value semantics.
    private final class Storage: @unchecked Sendable {
        var computed: ComputedStyle
        var supplement: SupplementaryStyle

        init(computed: ComputedStyle, supplement: SupplementaryStyle) {
            self.computed = computed
            self.supplement = supplement
        }
    }

    private var storage: Storage

    init(computed: ComputedStyle, supplement: SupplementaryStyle) {
        storage = Storage(computed: computed, supplement: supplement)
    }

    var computed: ComputedStyle {
        _read { yield storage.computed }
        _modify {
            makeUnique()
            yield &storage.computed
        }
    }

    var supplement: SupplementaryStyle {
        _read { yield storage.supplement }
        _modify {
            makeUnique()
            yield &storage.supplement
        }
    }

    /// The shared box's identity: the same for copies of one style, not for equal styles made apart.
    var identity: ObjectIdentifier { ObjectIdentifier(storage) }

    /// The style of an anonymous box inside this one (anonymous blocks, list markers, text): inherited
    /// properties only.
    func anonymousChild() -> ElementStyle {
        ElementStyle(computed: computed.inheritedStyle(), supplement: supplement.inherited())
    }

    static func == (left: ElementStyle, right: ElementStyle) -> Bool {
        left.storage === right.storage
            || (left.storage.computed == right.storage.computed && left.storage.supplement == right.storage.supplement)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(storage.computed)
        hasher.combine(storage.supplement)
    }

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) {
            storage = Storage(computed: storage.computed, supplement: storage.supplement)
        }
    }
}
