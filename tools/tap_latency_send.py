#!/usr/bin/env python3
"""Sends Space presses to the app under Xvfb and reports the delays (tools/tap-latency).

    tap_latency_send.py PRESSES TRACE SENT     send, noting each send in SENT
    tap_latency_send.py --report SENT TRACE    the delays, in milliseconds

Each press and release goes out through XTest (XTestFakeKeyEvent, then XFlush: what
`xdotool keydown`/`keyup` do), CLOCK_MONOTONIC read just before. TRACE is the app's
(examples/tap_latency.rs): `down|up STAMP_NS UPDATE_NS` per event, in the same clock.
"""
import ctypes
import random
import sys
import time

MONO = time.CLOCK_MONOTONIC


def now_ns():
    return time.clock_gettime_ns(MONO)


def lines(path):
    try:
        with open(path) as f:
            return [l.split() for l in f if l.strip()]
    except FileNotFoundError:
        return []


def send(presses, trace, sent_path):
    x11 = ctypes.CDLL("libX11.so.6")
    xtst = ctypes.CDLL("libXtst.so.6")
    x11.XOpenDisplay.restype = ctypes.c_void_p
    x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
    x11.XKeysymToKeycode.restype = ctypes.c_ubyte
    x11.XKeysymToKeycode.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
    x11.XFlush.argtypes = [ctypes.c_void_p]
    xtst.XTestFakeKeyEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int, ctypes.c_ulong]
    xtst.XTestFakeMotionEvent.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_ulong]
    d = x11.XOpenDisplay(None)
    if not d:
        sys.exit("tap_latency_send: cannot open the display")
    space = x11.XKeysymToKeycode(d, 0x20)  # XK_space
    # The pointer over the window (focus follows it with no window manager).
    xtst.XTestFakeMotionEvent(d, -1, 640, 400, 0)
    x11.XFlush(d)

    def key(down):
        t = now_ns()
        xtst.XTestFakeKeyEvent(d, space, 1 if down else 0, 0)
        x11.XFlush(d)
        return t

    # Warm up: press until the app's trace shows a press (the window is up and drawn).
    deadline = time.monotonic() + 60
    while not any(l[0] == "down" for l in lines(trace)):
        if time.monotonic() > deadline:
            sys.exit("tap_latency_send: the app never saw a press")
        key(True)
        time.sleep(0.1)
        key(False)
        time.sleep(1.0)
    # Five more, unmeasured, then the measured ones.
    for _ in range(5):
        key(True)
        time.sleep(0.1)
        key(False)
        time.sleep(0.2)
    time.sleep(0.5)
    skip = len(lines(trace))
    rng = random.Random(31)
    sent = []
    for _ in range(presses):
        sent.append(("down", key(True)))
        time.sleep(rng.uniform(0.060, 0.140))
        sent.append(("up", key(False)))
        time.sleep(rng.uniform(0.120, 0.280))
    time.sleep(1.0)
    with open(sent_path, "w") as f:
        f.write(f"skip {skip}\n")
        for kind, t in sent:
            f.write(f"{kind} {t}\n")


def stats(ms):
    s = sorted(ms)
    n = len(s)
    median = s[n // 2] if n % 2 else (s[n // 2 - 1] + s[n // 2]) / 2
    p95 = s[max(0, -(-95 * n // 100) - 1)]  # nearest rank
    return f"n={n} median {median:.2f} ms, p95 {p95:.2f} ms, max {s[-1]:.2f} ms, min {s[0]:.2f} ms"


def report(sent_path, trace):
    sent = lines(sent_path)
    skip = int(sent[0][1])
    sent = sent[1:]
    got = lines(trace)[skip:]
    for kind in ("down", "up"):
        s = [int(l[1]) for l in sent if l[0] == kind]
        g = [(int(l[1]), int(l[2])) for l in got if l[0] == kind]
        # Each sent event takes the first one seen, of its kind, stamped after it was sent
        # and before the next of its kind was: a release the pad did not see (after the
        # press that starts a try the pad is drawn afresh, and forgets that Space is down)
        # is left out rather than taken for the next.
        stamp, update, j = [], [], 0
        for i, t in enumerate(s):
            nxt = s[i + 1] if i + 1 < len(s) else float("inf")
            while j < len(g) and g[j][0] < t:
                j += 1
            if j < len(g) and g[j][0] < nxt:
                stamp.append((g[j][0] - t) / 1e6)
                update.append((g[j][1] - t) / 1e6)
                j += 1
        name = "press" if kind == "down" else "release"
        print(f"{name}: {len(s)} sent, {len(stamp)} seen")
        if stamp:
            print(f"  sent to stamped (what the grader is given): {stats(stamp)}")
            print(f"  sent to the screen's update:                {stats(update)}")


if __name__ == "__main__":
    if sys.argv[1] == "--report":
        report(sys.argv[2], sys.argv[3])
    else:
        send(int(sys.argv[1]), sys.argv[2], sys.argv[3])
