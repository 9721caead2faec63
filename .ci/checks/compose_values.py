"""Compares the color sets dumped from the compiled Compose file with `swatch resolve`.

Usage: compose_values.py DUMP.txt RESOLVED.json
DUMP.txt has lines `set property AARRGGBB` (Tests/ComposeStubs/check/DumpColorSets.kt). Set names follow the
writer's rule: the first trait's value, then every non-default value, camelCased; properties are camelCased paths.
"""
import json
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from android_resources import KEYWORDS, words  # noqa: E402


def camel(parts):
    ws = [w for p in parts for w in words(p)]
    return "".join(w.lower() if i == 0 else w[:1].upper() + w[1:] for i, w in enumerate(ws))


def main():
    dump_path, resolved_path = sys.argv[1:3]
    got = {}
    for line in pathlib.Path(dump_path).read_text().split("\n"):
        if line.strip():
            s, p, v = line.split()
            got[(s, p)] = v
    resolved = json.loads(pathlib.Path(resolved_path).read_text())
    traits = resolved["traits"]
    checked, failures = 0, []
    for name in resolved["appearances"]:
        values = name.split(" ")
        set_name = camel([v for i, v in enumerate(values) if i == 0 or v != traits[i]["values"][0]])
        set_name = set_name + "_" if set_name in KEYWORDS else set_name  # `default`: the one set of no traits
        for token in resolved["tokens"]:
            if token["type"] != "color" or token.get("absent"):
                continue  # absent somewhere: Compose leaves it out (token.context-only)
            h = token["values"][name]["hex"]
            want = h[7:9] + h[1:7]
            key = (set_name, camel([c for c in token["path"].split(".") if c != "$root"]))
            checked += 1
            if got.pop(key, None) != want:
                failures.append(f"{key}: want {want}")
    failures += [f"unexpected {k}" for k in got]
    for f in failures[:20]:
        print("mismatch:", f)
    print(f"compose: {checked} colors checked, {len(failures)} mismatches")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
