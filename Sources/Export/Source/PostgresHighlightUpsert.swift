import PostgresNIO

/// The statements that write a batch of highlights to PostgreSQL: many rows per `INSERT … ON CONFLICT`, since
/// one round trip per row is what kept an import at a couple of thousand rows a second. One statement
/// cannot update a row twice, so a highlight given more than once in a batch is written once, as its last
/// version — what writing the rows one after another would leave.
struct PostgresHighlightUpsert {
    /// Rows per statement: 500 × 14 parameters stays far below PostgreSQL's limit of 65,535.
    static let rowsPerStatement = 500

    private static let columns = HighlightSchema.highlightColumns.split(separator: ",")
        .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    private static let fullStatement = sql(rows: rowsPerStatement)

    /// The statements for `highlights`, each with its parameters.
    static func statements(for highlights: [HighlightRecord]) -> [PostgresQuery] {
        let rows = lastVersions(of: highlights)
        return stride(from: 0, to: rows.count, by: rowsPerStatement).map { start in
            let chunk = rows[start..<min(start + rowsPerStatement, rows.count)]
            var binds = PostgresBindings(capacity: chunk.count * columns.count)
            for highlight in chunk {
                for value in HighlightRow(highlight).columns {
                    if let value { binds.append(value) } else { binds.appendNull() }
                }
            }
            return PostgresQuery(unsafeSQL: chunk.count == rowsPerStatement ? fullStatement : sql(rows: chunk.count), binds: binds)
        }
    }

    /// `INSERT … VALUES ($1, …, $14), ($15, …) ON CONFLICT (id) DO UPDATE …` for `rows` rows.
    static func sql(rows: Int) -> String {
        let values = (0..<rows).map { row in
            "(" + (1...columns.count).map { "$\(row * columns.count + $0)" }.joined(separator: ", ") + ")"
        }
        let updates = columns.dropFirst().map { "\($0) = EXCLUDED.\($0)" }.joined(separator: ", ")
        return "INSERT INTO highlights (\(HighlightSchema.highlightColumns)) VALUES \(values.joined(separator: ", ")) "
            + "ON CONFLICT (id) DO UPDATE SET \(updates)"
    }

    /// Each highlight id once, as its last version in `highlights`, in the order of those last versions.
    static func lastVersions(of highlights: [HighlightRecord]) -> [HighlightRecord] {
        var seen = Set<String>()
        return highlights.reversed().filter { seen.insert($0.id).inserted }.reversed()
    }
}
