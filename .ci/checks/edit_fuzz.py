#!/usr/bin/env python3
"""Random edits to a token project, each followed by an incremental build that must equal a clean one.

Usage: edit_fuzz.py SWATCH PROJECT EDITS SEED [--watch | --preview]

PROJECT (a folder holding swatch.yaml and its token files, DTCG or Tokens Studio JSON) is copied. Each edit is
one of: a literal value changed, an alias pointed at another token, a token deleted, copied or renamed, a
description changed, a token file deleted or renamed, a set of a Tokens Studio theme enabled, made a source or
disabled, an output taken out of swatch.yaml or put back. After it, `swatch build` in the copy (with --watch,
the rebuild of one `swatch build --watch` running from the start; with --preview, the outputs one `swatch
preview --watch` writes after its new page) must end as `swatch build --force` does in a fresh copy of
the same files: both fail, or both succeed with the same output files, byte for byte. An edit whose build fails
is mostly undone, and a file deleted or renamed always is (the undo is an edit too), so the walk does not stay
broken and every file edited is one the project reads.
"""
import json
import os
import random
import re
import select
import shutil
import subprocess
import sys
import tempfile

swatch, source, edits, seed = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
swatch = os.path.abspath(swatch) if "/" in swatch else swatch
previewing = "--preview" in sys.argv[5:]
watching = previewing or "--watch" in sys.argv[5:]
rng = random.Random(seed)
work = tempfile.mkdtemp()
live, clean = os.path.join(work, "live"), os.path.join(work, "clean")
shutil.copytree(source, live, ignore=shutil.ignore_patterns("out", ".swatch"))


def token_files():
    found = []
    for root, folders, files in os.walk(live):
        folders[:] = sorted(f for f in folders if f not in ("out", ".swatch"))
        found += [os.path.join(root, f) for f in sorted(files) if f.endswith(".json") and "resolver" not in f]
    return found


def tokens(node, path, found):
    if not isinstance(node, dict):
        return
    if "$value" in node or ("value" in node and "type" in node):  # DTCG, or Tokens Studio's legacy sets
        found.append((path, node))
        return
    for key, child in node.items():
        if not key.startswith("$"):
            tokens(child, path + [key], found)


def changed(value, paths):
    if isinstance(value, bool):
        return value
    if isinstance(value, (int, float)):
        return value + 1
    if isinstance(value, str):
        if re.fullmatch(r"\{[^}]+\}", value):
            return "{" + ".".join(rng.choice(paths)) + "}"
        if re.fullmatch(r"#[0-9a-fA-F]{3,8}", value):
            return "#%06x" % rng.randrange(1 << 24)
        return value + "x"
    if isinstance(value, dict) and value:
        value = dict(value)
        if "components" in value and isinstance(value["components"], list):
            value["components"] = [round(rng.random(), 3) for _ in value["components"]]
            value.pop("hex", None)
            return value
        key = rng.choice(sorted(value))
        value[key] = changed(value[key], paths)
    return value


def save(file, text):
    """Replaces the file at once, as an editor's save does: a watch that looked while a slow write was still
    under way would see a half-written file, build it, and then build again, and the harness would read the
    first build's outcome as the edit's."""
    spare = os.path.join(work, "saving")
    with open(spare, "w") as handle:
        handle.write(text)
    os.replace(spare, file)


def edit_themes(file, document):
    themes = [t for t in document if isinstance(t, dict) and isinstance(t.get("selectedTokenSets"), dict)]
    if not themes:
        return None
    theme = rng.choice(themes)
    sets = theme["selectedTokenSets"]
    if not sets:
        return None
    name = rng.choice(sorted(sets))
    sets[name] = rng.choice([x for x in ("enabled", "source", "disabled") if x != sets[name]])
    save(file, json.dumps(document, indent=2))
    return "theme %s set %s %s" % (theme.get("name"), name, sets[name])


def edit_token(file):
    try:
        document = json.load(open(file))
    except ValueError:
        return None
    if isinstance(document, list):  # Tokens Studio's $themes.json
        return edit_themes(file, document)
    found = []
    tokens(document, [], found)
    if not found:
        return None
    paths = [path for path, _ in found]
    path, token = rng.choice(found)
    parent = document
    for key in path[:-1]:
        parent = parent[key]
    kind = rng.choice(["value"] * 5 + ["delete", "copy", "rename", "describe"])
    key = "$value" if "$value" in token else "value"
    if kind == "value":
        token[key] = changed(token[key], paths)
    elif kind == "delete":
        del parent[path[-1]]
    elif kind == "copy":
        parent[path[-1] + "-copy"] = json.loads(json.dumps(token))
    elif kind == "rename":
        parent[path[-1] + "-renamed"] = parent.pop(path[-1])
    else:
        token["$description" if key == "$value" else "description"] = "edited %d" % rng.randrange(1000)
    save(file, json.dumps(document, indent=2))
    return "%s %s" % (kind, ".".join(path))


def edit_outputs(config):
    """Takes one output out of swatch.yaml (commented out) or puts one back."""
    lines = open(config).read().split("\n")
    kept = [i for i, line in enumerate(lines) if line.startswith("  - { writer:")]
    removed = [i for i, line in enumerate(lines) if line.startswith("#  - { writer:")]
    i = rng.choice(removed if removed and (rng.random() < 0.6 or len(kept) <= 1) else kept)
    lines[i] = lines[i][1:] if lines[i].startswith("#") else "#" + lines[i]
    save(config, "\n".join(lines))
    return "output %s %s" % ("taken out:" if lines[i].startswith("#") else "put back:", lines[i].lstrip("#"))


def outputs(folder):
    found = {}
    for root, folders, files in os.walk(os.path.join(folder, "out")):
        for name in files:
            path = os.path.join(root, name)
            found[os.path.relpath(path, folder)] = open(path, "rb").read()
    return found


def build(folder, *arguments):
    return subprocess.run([swatch, "build", *arguments], cwd=folder, capture_output=True).returncode


watch = None
if watching:
    watch = subprocess.Popen(
        [swatch, "preview", "--watch", "--port", "0"] if previewing else [swatch, "build", "--watch"],
        cwd=live, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)


pending = b""


def next_line():
    """The next line the watching process prints, standard output and error together."""
    global pending
    while b"\n" not in pending:
        ready, _, _ = select.select([watch.stdout], [], [], 60)
        if not ready:
            sys.exit("FAIL: the watch did not rebuild within 60 s of an edit")
        chunk = os.read(watch.stdout.fileno(), 65536)
        if not chunk:
            sys.exit("FAIL: the watch ended")
        pending += chunk
    line, pending = pending.split(b"\n", 1)
    return line


def rebuilt():
    """The status of the live project's build after an edit: 0 when it built, 1 when it failed."""
    if not watch:
        return build(live)
    while True:
        line = next_line()
        if previewing and (b"outputs written in" in line or b"the tokens have errors" in line):
            return 0 if b"outputs written in" in line else 1
        if not previewing and b"; watching " in line:
            return 0 if line.startswith(b"swatch: built") else 1


if previewing:
    # The first page's files are watched once the server says it serves it, not when its outputs are written.
    while b"serving the preview at" not in next_line():
        pass
else:
    rebuilt()
failures = 0
for number in range(edits):
    file = rng.choice(token_files())
    before = open(file).read()
    renamed = None
    if rng.random() < 0.1:
        what, before = edit_outputs(os.path.join(live, "swatch.yaml")), None
    elif rng.random() < 0.1:
        folder, name = os.path.split(file)
        renamed = os.path.join(folder, "z" + name) if rng.random() < 0.5 else None
        os.rename(file, renamed) if renamed else os.remove(file)
        what = "file %s %s" % ("renamed" if renamed else "deleted", os.path.relpath(file, live))
    else:
        what = edit_token(file)
        if what is None:
            continue
        what += " in " + os.path.relpath(file, live)
    status = rebuilt()
    shutil.rmtree(clean, ignore_errors=True)
    shutil.copytree(live, clean, ignore=shutil.ignore_patterns("out", ".swatch"))
    expected = build(clean, "--force")
    if (status == 0) != (expected == 0):
        failures += 1
        print("FAIL edit %d (%s): the incremental build exited %d, a clean one %d" % (number, what, status, expected))
    elif expected == 0 and outputs(live) != outputs(clean):
        mine, theirs = outputs(live), outputs(clean)
        differing = sorted(k for k in set(mine) | set(theirs) if mine.get(k) != theirs.get(k))
        failures += 1
        print("FAIL edit %d (%s): %d output(s) differ from a clean build: %s" % (number, what, len(differing), differing[:4]))
    undone = renamed or not os.path.exists(file) or (expected != 0 and rng.random() < 0.8)
    if before is not None and undone:
        if renamed:
            os.remove(renamed)
        save(file, before)
        rebuilt() if watching else None
if watch:
    watch.kill()
shutil.rmtree(work)
print("%d edit(s), %d failure(s)" % (edits, failures))
sys.exit(1 if failures else 0)
