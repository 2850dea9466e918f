/// Where the flow stood before one piece of a container's content (a child box, or its lines): what
/// layout rewinds to when a break must come earlier than where the flow ran out of room.
struct FlowCheckpoint {
    let state: FlowState
    let paragraphs: RecordedParagraphs.Mark
    let floatCount: Int
}
