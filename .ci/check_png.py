#!/usr/bin/env python3
"""Checks that a window screenshot (8-bit RGBA or RGB PNG) is not blank: it must have many
colours, and the ivory of the tablets (#F6EFDD, within a small tolerance) must appear."""
import struct
import sys
import zlib


def pixels(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise SystemExit(f"{path}: not a PNG")
    pos, idat, width, height, ctype = 8, b"", 0, 0, 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, ctype = struct.unpack(">IIBB", body[:10])
            if depth != 8 or ctype not in (2, 6):
                raise SystemExit(f"{path}: unsupported PNG (depth {depth}, colour type {ctype})")
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    bpp = 4 if ctype == 6 else 3
    raw = zlib.decompress(idat)
    stride = width * bpp
    prev = bytearray(stride)
    rows = []
    i = 0
    for _ in range(height):
        f = raw[i]
        line = bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0
            b = prev[x]
            c = prev[x - bpp] if x >= bpp else 0
            if f == 1:
                line[x] = (line[x] + a) & 255
            elif f == 2:
                line[x] = (line[x] + b) & 255
            elif f == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pr = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                line[x] = (line[x] + pr) & 255
        rows.append(bytes(line))
        prev = line
    return width, height, bpp, rows


def main():
    path = sys.argv[1]
    width, height, bpp, rows = pixels(path)
    colours = set()
    ivory = 0
    for row in rows[::2]:
        for x in range(0, len(row), bpp * 2):
            r, g, b = row[x], row[x + 1], row[x + 2]
            colours.add((r, g, b))
            if abs(r - 0xF6) < 8 and abs(g - 0xEF) < 8 and abs(b - 0xDD) < 8:
                ivory += 1
    print(f"{path}: {width}x{height}, {len(colours)} colours, {ivory} ivory samples")
    if width < 100 or height < 100 or len(colours) < 16 or ivory < 50:
        raise SystemExit(f"{path}: the window looks blank")


if __name__ == "__main__":
    main()
