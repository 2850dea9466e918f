#!/usr/bin/env python3
"""Generates Sources/Layout/Text/LineBreakData.swift from the Unicode Character Database.

Inputs (Debian's `unicode-data` package, /usr/share/unicode by default):
  LineBreak.txt, EastAsianWidth.txt, UnicodeData.txt, emoji/emoji-data.txt
Usage: scripts/generate-line-break-data.py [UNICODE_DIR] > Sources/Layout/Text/LineBreakData.swift

What is resolved here (UAX #14 LB1, the parts that do not depend on tailoring):
  AI, SG, XX -> AL; SA -> CM for Mn/Mc, else AL. CJ is kept: its resolution (NS or ID) is a tailoring.
The output holds contiguous ranges covering U+0000..U+10FFFF; the Swift side expands the BMP start
into a dense table at first use.
"""
import re
import sys

UNICODE = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/unicode"

# The order is the enum's raw values; the generated enum is the single definition of it.
CLASSES = ["BK", "CR", "LF", "CM", "NL", "WJ", "ZW", "GL", "SP", "ZWJ", "B2", "BA", "BB", "HY", "CB",
           "CL", "CP", "EX", "IN", "NS", "OP", "QU", "IS", "NU", "PO", "PR", "SY", "AL", "CJ", "EB",
           "EM", "H2", "H3", "HL", "ID", "JL", "JV", "JT", "RI"]
NAMES = {"BK": "mandatoryBreak", "CR": "carriageReturn", "LF": "lineFeed", "CM": "combiningMark",
         "NL": "nextLine", "WJ": "wordJoiner", "ZW": "zeroWidthSpace", "GL": "glue", "SP": "space",
         "ZWJ": "zeroWidthJoiner", "B2": "breakOpportunityBeforeAndAfter", "BA": "breakAfter",
         "BB": "breakBefore", "HY": "hyphen", "CB": "contingentBreak", "CL": "closePunctuation",
         "CP": "closeParenthesis", "EX": "exclamation", "IN": "inseparable", "NS": "nonstarter",
         "OP": "openPunctuation", "QU": "quotation", "IS": "infixSeparator", "NU": "numeric",
         "PO": "postfixNumeric", "PR": "prefixNumeric", "SY": "symbolAllowingBreakAfter",
         "AL": "alphabetic", "CJ": "conditionalJapaneseStarter", "EB": "emojiBase",
         "EM": "emojiModifier", "H2": "hangulLVSyllable", "H3": "hangulLVTSyllable",
         "HL": "hebrewLetter", "ID": "ideographic", "JL": "hangulLJamo", "JV": "hangulVJamo",
         "JT": "hangulTJamo", "RI": "regionalIndicator"}
LINE = re.compile(r"^([0-9A-F]+)(?:\.\.([0-9A-F]+))?\s*;\s*(\w+)")


def ranges(path):
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            match = LINE.match(line)
            if match:
                start = int(match.group(1), 16)
                yield start, int(match.group(2) or match.group(1), 16), match.group(3)


def general_categories():
    categories = {}
    pending = None
    with open(f"{UNICODE}/UnicodeData.txt", encoding="utf-8") as handle:
        for line in handle:
            fields = line.split(";")
            code, name, category = int(fields[0], 16), fields[1], fields[2]
            if name.endswith(", First>"):
                pending = code
            elif name.endswith(", Last>"):
                for value in range(pending, code + 1):
                    categories[value] = category
            else:
                categories[code] = category
    return categories


def version():
    with open(f"{UNICODE}/LineBreak.txt", encoding="utf-8") as handle:
        return re.search(r"LineBreak-([\d.]+)\.txt", handle.readline()).group(1)


def main():
    categories = general_categories()
    table = bytearray([CLASSES.index("AL")]) * 0x110000
    defaults = [(0x3400, 0x4DBF, "ID"), (0x4E00, 0x9FFF, "ID"), (0xF900, 0xFAFF, "ID"),
                (0x20000, 0x2FFFD, "ID"), (0x30000, 0x3FFFD, "ID"), (0x1F000, 0x1FAFF, "ID"),
                (0x1FC00, 0x1FFFD, "ID"), (0x20A0, 0x20CF, "PR")]
    explicit = list(ranges(f"{UNICODE}/LineBreak.txt"))
    for start, end, value in defaults + explicit:
        for code in range(start, end + 1):
            if value in ("AI", "SG", "XX"):
                value_here = "AL"
            elif value == "SA":
                value_here = "CM" if categories.get(code) in ("Mn", "Mc") else "AL"
            else:
                value_here = value
            table[code] = CLASSES.index(value_here)

    starts, classes = [], []
    for code in range(0x110000):
        if not classes or table[code] != classes[-1]:
            starts.append(code)
            classes.append(table[code])

    wide = set()
    for start, end, width in ranges(f"{UNICODE}/EastAsianWidth.txt"):
        if width in ("F", "W", "H"):
            wide.update(range(start, end + 1))
    wide_brackets = sorted(c for c in wide if table[c] in (CLASSES.index("OP"), CLASSES.index("CP")))

    pictographic_unassigned = []
    for start, end, prop in ranges(f"{UNICODE}/emoji/emoji-data.txt"):
        if prop == "Extended_Pictographic":
            pictographic_unassigned += [c for c in range(start, end + 1) if c not in categories]

    def runs(codes):
        result = []
        for code in codes:
            if result and result[-1][1] == code - 1:
                result[-1][1] = code
            else:
                result.append([code, code])
        return result

    def numbers(values, per_line=12, fmt="0x{:X}"):
        items = [fmt.format(v) for v in values]
        return "\n".join("        " + ", ".join(items[i:i + per_line]) + ","
                         for i in range(0, len(items), per_line))

    out = sys.stdout
    out.write("// Generated by scripts/generate-line-break-data.py from the Unicode Character Database "
              f"{version()}.\n// Do not edit: run the script again.\n\n")
    out.write("/// The Line_Break property values (UAX #14 §5.1) left after the resolutions of LB1 that do not\n"
              "/// depend on tailoring (AI, SG, XX and SA are resolved by the generator; CJ is kept).\n")
    out.write("public enum LineBreakClass: UInt8, Sendable, CaseIterable {\n")
    for index, name in enumerate(CLASSES):
        out.write(f"    case {NAMES[name]} = {index} // {name}\n")
    out.write("}\n\n")
    out.write("/// Range tables of the Unicode Character Database for line breaking.\n")
    out.write("enum LineBreakData {\n")
    out.write(f'    static let unicodeVersion = "{version()}"\n\n')
    out.write("    /// Each range starts at `rangeStarts[i]` and runs to the next start; its class is `rangeClasses[i]`.\n")
    out.write(f"    static let rangeStarts: [UInt32] = [\n{numbers(starts)}\n    ]\n\n")
    out.write(f"    static let rangeClasses: [UInt8] = [\n{numbers(classes, 24, '{}')}\n    ]\n\n")
    out.write("    /// OP and CP characters of East Asian width F, W or H, which LB30 excludes.\n")
    out.write("    static let wideBrackets: [ClosedRange<UInt32>] = [\n")
    out.write("\n".join(f"        0x{a:X}...0x{b:X}," for a, b in runs(wide_brackets)) + "\n    ]\n\n")
    out.write("    /// Unassigned Extended_Pictographic code points, which LB30b treats like EB before EM.\n")
    out.write("    static let unassignedPictographic: [ClosedRange<UInt32>] = [\n")
    out.write("\n".join(f"        0x{a:X}...0x{b:X}," for a, b in runs(pictographic_unassigned)) + "\n    ]\n")
    out.write("}\n")


main()
