"""Compiles and links Swatch's drawables with aapt2 and checks them against `swatch resolve`.

Usage: images_android.py RES_DIR RESOLVED.json WORK_DIR

`aapt2 compile` and `aapt2 link` (against Debian's framework-res.apk) must succeed. For every image token whose
files are PNG, JPEG, WebP or vector drawable XML, `drawable/<name>` must be in the linked table with a `()` entry,
and a `(night-v8)` entry exactly when the dark appearance shows another file; the files in RES_DIR must be byte
copies of the token's files (light in `drawable/`, dark in `drawable-night/`). A PNG/JPEG/WebP with `@2x`/`@3x`
files beside it (Xcode's naming) is in density folders instead, one configuration each: 1x in `drawable-mdpi/`
(`(mdpi-v4)`), 2x in `drawable-xhdpi/`, 3x in `drawable-xxhdpi/`, dark in `drawable-night-xhdpi/`
(`(night-xhdpi-v8)`) and so on. A contrast trait is a name suffix
(`_high`), as for values. No drawable exists without a token.
"""
import json
import re
import pathlib
import subprocess
import sys

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from android_resources import FRAMEWORK, resource_name  # noqa: E402

ANDROID = {"png", "jpg", "jpeg", "webp", "xml"}


DENSITIES = {1: "mdpi", 2: "xhdpi", 3: "xxhdpi"}


def folders(source, folder):
    """The folders and files of one appearance's drawable: `folder` alone, or with @2x/@3x files beside the
    source (Xcode's naming), one density folder per scale: mdpi, xhdpi, xxhdpi."""
    source = pathlib.Path(source)
    scales = [n for n in (2, 3) if source.with_name(f"{source.stem}@{n}x{source.suffix}").is_file()]
    if not scales or source.suffix == ".xml":
        return [(folder, source)]
    return [(f"{folder}-mdpi", source)] + [
        (f"{folder}-{DENSITIES[n]}", source.with_name(f"{source.stem}@{n}x{source.suffix}")) for n in scales]


def configuration(folder):
    """The configuration `aapt2 dump resources` prints for a drawable folder: `()`, `(night-v8)`, `(xhdpi-v4)`,
    `(night-xhdpi-v8)`."""
    qualifiers = folder.split("-")[1:]
    if not qualifiers:
        return "()"
    return "(" + "-".join(qualifiers) + ("-v8" if "night" in qualifiers else "-v4") + ")"


def main() -> int:
    res, resolved_path, work = pathlib.Path(sys.argv[1]), sys.argv[2], pathlib.Path(sys.argv[3])
    resolved = json.loads(pathlib.Path(resolved_path).read_text())
    work.mkdir(parents=True, exist_ok=True)
    (work / "AndroidManifest.xml").write_text(
        '<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="dev.swatch.check"/>')
    subprocess.run(["aapt2", "compile", "--dir", str(res), "-o", str(work / "res.zip")], check=True)
    subprocess.run(["aapt2", "link", "-o", str(work / "out.apk"), "-I", FRAMEWORK, "--manifest",
                    str(work / "AndroidManifest.xml"), str(work / "res.zip")], check=True)
    dump = subprocess.run(["aapt2", "dump", "resources", str(work / "out.apk")], check=True, capture_output=True,
                          text=True).stdout
    table, current = {}, None
    for line in dump.splitlines():
        words = line.split()
        if words[:1] == ["resource"] and words[2].startswith("drawable/"):
            current = words[2].split("/", 1)[1]
            table[current] = set()
        elif current and line.startswith("      ("):
            table[current].add(words[0])
    traits = resolved["traits"]
    defaults = [t["values"][0] for t in traits]
    contrast = next((i for i, t in enumerate(traits) if t["name"] == "contrast"), None)
    problems, expected = [], set()
    for token in resolved["tokens"]:
        if token["type"] != "image" or not all(v.rsplit(".", 1)[-1].lower() in ANDROID for v in token["values"].values()):
            continue
        variants = [("", None)]
        if contrast is not None:
            high = traits[contrast]["values"][1]
            differs = any(v != token["values"][k.replace(high, traits[contrast]["values"][0])]
                          for k, v in token["values"].items() if high in k.split())
            variants += [("_" + resource_name(high), high)] if differs else []
        for suffix, high in variants:
            name = resource_name(token["path"]) + suffix
            expected.add(name)
            def appearance(dark):
                values = list(defaults)
                for i, t in enumerate(traits):
                    if t["name"] == "appearance" and dark:
                        values[i] = "dark"
                    if i == contrast and high:
                        values[i] = high
                return " ".join(values)
            light, dark = token["values"][appearance(False)], token["values"][appearance(True)]
            copies = folders(light, "drawable") + (folders(dark, "drawable-night") if dark != light else [])
            want = {configuration(folder) for folder, _ in copies}
            # aapt2 adds `(v21)` and such copies of a vector drawable for older platforms: not Swatch's.
            got = {c for c in table.get(name, set()) if not re.fullmatch(r"\(v\d+\)", c)}
            if got != want:
                problems.append(f"{token['path']}: drawable/{name} configurations {sorted(got)}, expected {sorted(want)}")
            for folder, source in copies:
                found = list((res / folder).glob(name + ".*"))
                if len(found) != 1 or found[0].read_bytes() != source.read_bytes():
                    problems.append(f"{token['path']}: {folder}/{name}.* is not a byte copy of {source}")
    extra = set(table) - expected
    if extra:
        problems.append(f"drawables without a token: {sorted(extra)}")
    for problem in problems[:20]:
        print(problem)
    print(f"{res}: {len(expected)} drawables, {len(problems)} problem(s)")
    return 1 if problems or not expected else 0


if __name__ == "__main__":
    sys.exit(main())
