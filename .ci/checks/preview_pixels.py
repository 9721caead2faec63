#!/usr/bin/env python3
"""Checks `swatch preview` pixels: each swatch in a Chromium screenshot has its token's resolved color.

Usage: preview_pixels.py POSITIONS_HTML SCREENSHOT_PNG RESOLVED_JSON

POSITIONS_HTML is Chromium's --dump-dom of the page opened with #positions, which holds every swatch's
place, token, appearance and column background, and the narrowest token-name cell's width, which must
stay at least 200 px however many appearance columns there are. The expected color is the token's 8-bit hex from
`swatch resolve --format json`, composited over the column's background token (itself over white), as a
browser blends it. PNG is decoded here with zlib (8-bit RGB or RGBA, not interlaced).
"""
import html
import json
import re
import struct
import sys
import zlib


def read_png(path):
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat = 8, b""
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, color, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and color in (2, 6) and interlace == 0, "unsupported PNG format"
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    channels = 4 if color == 6 else 3
    raw, stride = zlib.decompress(idat), width * channels
    rows, previous, i = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[i], bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - channels] if x >= channels else 0
            b = previous[x]
            c = previous[x - channels] if x >= channels else 0
            if kind == 1:
                line[x] = (line[x] + a) & 255
            elif kind == 2:
                line[x] = (line[x] + b) & 255
            elif kind == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line)
        previous = line
    return width, height, channels, rows


def rgba(hexa):
    return [int(hexa[i:i + 2], 16) for i in (1, 3, 5, 7)]


def over(top, base):
    a = top[3] / 255
    return [a * t + (1 - a) * b for t, b in zip(top[:3], base[:3])]


def main():
    dom_path, png_path, resolved_path = sys.argv[1:4]
    found = re.search(r'<pre id="positions">(.*?)</pre>', open(dom_path).read(), re.S)
    assert found, "the page did not write its swatch positions"
    places = json.loads(html.unescape(found.group(1)))
    resolved = json.load(open(resolved_path))
    values = {t["path"]: t["values"] for t in resolved["tokens"]}
    width, height, channels, rows = read_png(png_path)
    checked, errors, columns = 0, 0, set()
    for place in places:
        cx, cy = place["x"] + place["width"] // 2, place["y"] + place["height"] // 2
        # The last rows of a headless screenshot are sometimes not painted yet: keep a margin. A swatch that
        # reaches the page's right margin is clipped by the sideways-scrolling table there: not in view.
        if cy + 200 >= height or place["x"] + place["width"] + 24 >= width:
            continue
        appearance = place["appearance"]
        base = [255, 255, 255]
        if place["background"]:
            base = over(rgba(values[place["background"]][appearance]["hex"]), base)
        want = over(rgba(values[place["token"]][appearance]["hex"]), base)
        for dx, dy in ((0, 0), (-8, -4), (8, 4)):
            pixel = rows[cy + dy][(cx + dx) * channels:(cx + dx) * channels + 3]
            if max(abs(p - w) for p, w in zip(pixel, want)) > 2:
                print(f"error: {place['token']} in {appearance} at ({cx + dx}, {cy + dy}): "
                      f"pixel {bytes(pixel).hex()}, expected {bytes(round(w) for w in want).hex()}")
                errors += 1
        checked += 1
        columns.add(appearance)
    print(f"{checked} swatches checked in {len(columns)} appearance columns, {errors} mismatch(es)")
    # However many appearances, the token column keeps its width rather than a letter per line.
    layout = re.search(r'<pre id="layout">(.*?)</pre>', open(dom_path).read(), re.S)
    name_width = json.loads(html.unescape(layout.group(1)))["nameWidth"] if layout else 0
    print(f"narrowest token-name cell: {name_width} px")
    if name_width < 200:
        print("error: the token-name column is squeezed below 200 px")
        errors += 1
    if checked < 20 or not any("dark" in c for c in columns) or not any("light" in c for c in columns):
        print("error: too few swatches, or no light and dark columns, in the screenshot")
        errors += 1
    sys.exit(1 if errors else 0)


main()
