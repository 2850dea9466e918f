import JSON

/// The members of one JSON object inside a spec, with errors that name the spec and the field's path.
struct SpecFields {
    let json: JSONValue
    let id: String
    var path: String = ""

    func error(_ name: String, _ reason: String) -> RangeSpecError {
        RangeSpecError(id: id, field: path + name, reason: reason)
    }

    func nested(_ name: String) throws -> SpecFields {
        guard let value = json[name], case .object = value else { throw error(name, "must be an object") }
        return SpecFields(json: value, id: id, path: path + name + ".")
    }

    func optionalString(_ name: String) throws -> String? {
        switch json[name] {
        case nil, .null?: return nil
        case let .string(text)?: return text
        default: throw error(name, "must be a string")
        }
    }

    func optionalInteger(_ name: String) throws -> Int? {
        switch json[name] {
        case nil, .null?: return nil
        case let value?:
            guard let integer = value.integerValue, integer >= 0 else {
                throw error(name, "must be an integer at least 0")
            }
            return integer
        }
    }

    func integers(_ name: String) throws -> [Int] {
        guard let elements = json[name]?.arrayValue else { throw error(name, "must be a list of integers") }
        return try elements.map {
            guard let integer = $0.integerValue, integer >= 0 else {
                throw error(name, "must hold integers at least 0")
            }
            return integer
        }
    }
}
