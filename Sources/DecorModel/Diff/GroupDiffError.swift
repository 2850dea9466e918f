/// The group diff refuses a state holding the same id twice: which of the two is meant cannot be known.
public struct GroupDiffError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum State: String, Sendable {
        case old
        case new
    }

    public var group: String
    public var id: String
    public var state: State

    public init(group: String, id: String, state: State) {
        self.group = group
        self.id = id
        self.state = state
    }

    public var code: String { "duplicateId" }
    public var message: String {
        "group \(DecorationsFileError.quoted(group)), decoration \(DecorationsFileError.quoted(id)): the id appears more than once in the \(state.rawValue) state"
    }
    public var description: String { message }
}
