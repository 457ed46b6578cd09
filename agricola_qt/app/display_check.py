"""Before the window opens: can Qt reach a display at all?  A sentence instead of an abort.

Qt stops the whole process (SIGABRT, exit code 134) when its platform plugin cannot start,
with the reason buried in its log.  On Linux we look first, without loading Qt's GUI: is
there a display to talk to, and can the X11 plugin's system libraries be loaded?  On
Windows and macOS Qt always has its native platform, so nothing is checked there.
"""

from __future__ import annotations

import ctypes
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

# platforms that need no display (the headless sub-commands use "offscreen")
NO_DISPLAY_PLATFORMS = ("offscreen", "minimal", "vnc", "linuxfb", "eglfs", "vkkhrdisplay")

# shared library -> the Debian/Ubuntu package that ships it
DEBIAN_PACKAGES: dict[str, str] = {
    "libxcb.so.1": "libxcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libX11.so.6": "libx11-6",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libOpenGL.so.0": "libopengl0",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libdbus-1.so.3": "libdbus-1-3",
}

# what the README lists: everything the X11 window needs beyond a minimal system
WINDOW_PACKAGES = ("libxcb-cursor0", "libxcb-icccm4", "libxcb-keysyms1", "libxcb-image0",
                   "libxcb-render-util0", "libxcb-shape0", "libxcb-randr0", "libxcb-xkb1",
                   "libxkbcommon-x11-0", "libx11-xcb1", "libegl1", "libgl1", "libfontconfig1")


def problem(environ: dict[str, str] | None = None, platform: str | None = None) -> str | None:
    """Why the game window cannot open here, with what to do about it; None when it can."""
    env = os.environ if environ is None else environ
    if (platform or sys.platform) in ("win32", "darwin"):
        return None
    chosen = env.get("QT_QPA_PLATFORM", "").split(";")[0].split(":")[0].strip()
    if chosen in NO_DISPLAY_PLATFORMS:
        return None
    wayland = env.get("WAYLAND_DISPLAY")
    display = env.get("DISPLAY")
    if chosen.startswith("wayland") or (not chosen and wayland):
        return None if wayland else _no_display()  # a Wayland session: Qt's Wayland plugin
    if not display:
        return _no_display()
    missing = missing_libraries(xcb_plugin())
    if missing:
        return _missing(missing)
    if not x_server_answers(display):
        return (f"agricola-qt: cannot open the game window: the X display {display!r} does not "
                "answer (is the desktop session still running, or did an SSH forwarding end?).")
    return None


def _no_display() -> str:
    return ("agricola-qt: cannot open the game window: there is no display "
            "(neither DISPLAY nor WAYLAND_DISPLAY is set).\n"
            "Start it from a desktop session, or over SSH with 'ssh -X'. The commands that "
            "need no window still work here: agricola-qt check, score, render, selfplay, "
            "tournament, cards and resume --list (see agricola-qt --help).")


def _missing(libraries: list[str]) -> str:
    packages = sorted({DEBIAN_PACKAGES.get(lib, "") for lib in libraries} - {""})
    lines = ["agricola-qt: cannot open the game window: Qt's X11 support needs system "
             f"libraries that are not installed: {', '.join(libraries)}."]
    if packages:
        lines.append(f"On Debian or Ubuntu: sudo apt-get install {' '.join(packages)}")
    lines.append("(Other systems: install the packages that provide these files.) "
                 "See the README, section 'System libraries on Linux'.")
    return "\n".join(lines)


def xcb_plugin() -> Path | None:
    """Qt's X11 platform plugin (``libqxcb.so``), found without importing QtGui."""
    try:
        from PySide6.QtCore import QLibraryInfo
    except ImportError:
        return None
    plugins = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath))
    found = plugins / "platforms" / "libqxcb.so"
    return found if found.is_file() else None


def missing_libraries(plugin: Path | None) -> list[str]:
    """System libraries the plugin cannot find; empty when it loads."""
    if plugin is None:
        return []
    try:
        ctypes.CDLL(str(plugin))
        return []
    except OSError as error:
        first = re.match(r"([^:\s]+\.so[.\d]*)", str(error))
        everything = _ldd_not_found(plugin)
        if everything:
            return everything
        return [first.group(1)] if first else [str(error)]


def _ldd_not_found(library: Path) -> list[str]:
    ldd = shutil.which("ldd")
    if ldd is None:
        return []
    try:
        out = subprocess.run([ldd, str(library)], capture_output=True, text=True,
                             timeout=10).stdout
    except (OSError, subprocess.SubprocessError):
        return []
    return sorted({line.split()[0] for line in out.splitlines() if "not found" in line})


def x_server_answers(display: str) -> bool:
    """Whether an X server accepts a connection on ``display`` (through libxcb)."""
    try:
        xcb = ctypes.CDLL("libxcb.so.1")
    except OSError:
        return True  # cannot tell; the plugin check above already reported libxcb
    xcb.xcb_connect.restype = ctypes.c_void_p
    xcb.xcb_connect.argtypes = [ctypes.c_char_p, ctypes.c_void_p]
    xcb.xcb_connection_has_error.argtypes = [ctypes.c_void_p]
    xcb.xcb_disconnect.argtypes = [ctypes.c_void_p]
    connection = xcb.xcb_connect(display.encode(), None)
    if not connection:
        return False
    try:
        return xcb.xcb_connection_has_error(connection) == 0
    finally:
        xcb.xcb_disconnect(connection)
