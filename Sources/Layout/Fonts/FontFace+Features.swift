import CHarfBuzz

extension FontFace {
    /// Whether the face's GSUB table lists the OpenType feature `tag` (four ASCII letters) for any
    /// script: Chromium uses a font's own small capitals when it has them and synthesizes them otherwise.
    func hasSubstitutionFeature(_ tag: String) -> Bool {
        let wanted = tag.utf8.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        let gsub: hb_tag_t = 0x4753_5542
        var start: UInt32 = 0
        var tags = [hb_tag_t](repeating: 0, count: 64)
        while true {
            var count = UInt32(tags.count)
            let total = hb_ot_layout_table_get_feature_tags(face, gsub, start, &count, &tags)
            if tags[..<Int(count)].contains(wanted) { return true }
            start += count
            if count == 0 || start >= total { return false }
        }
    }
}
