# execret runtime probe: which host paths does this interpreter need to run its standard library?
#
# Run once per interpreter, outside the sandbox, with the worker's flags and environment; prints one JSON object.
# Node turns the paths into the sandbox's read-only view (src/execute/runtime-probe.ts). The probe asks the
# runtime itself rather than guessing a layout:
# - the interpreter and its prefixes, and the sys.path entries that exist;
# - every shared object the interpreter and its standard-library extension modules load, by the names the dynamic
#   loader used (dl_iterate_phdr: "/lib/x86_64-linux-gnu/libc.so.6", the loader as the executable names it), so that
#   the symlinks on the way are reproduced;
# - every file mapped once the locale is set for all categories (the C library's locale and gconv files);
# - the time zone database (zoneinfo.TZPATH, and the tzdata package when installed).
import ctypes
import importlib.machinery
import json
import locale
import os
import sys
import sysconfig


def loaded_objects():
    """Shared objects in the process, as the dynamic loader named them (the main program has no name)."""

    class DlPhdrInfo(ctypes.Structure):
        _fields_ = [("addr", ctypes.c_void_p), ("name", ctypes.c_char_p)]

    names = []
    callback_type = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.POINTER(DlPhdrInfo), ctypes.c_size_t, ctypes.c_void_p)

    def callback(info, _size, _data):
        name = info.contents.name
        if name and name.startswith(b"/"):
            names.append(os.fsdecode(name))
        return 0

    ctypes.CDLL(None).dl_iterate_phdr(callback_type(callback), None)
    return names


def load_extension_modules():
    """Load (without initialising) every extension module of the standard library, so that the libraries they
    link are loaded too. Lazy binding (not ctypes.CDLL's RTLD_NOW): the libraries a module needs load all the
    same, without resolving every symbol of each. Returns the ones that cannot load here (a missing optional
    library)."""
    folder = sysconfig.get_config_var("DESTSHARED")
    failed = []
    if not folder or not os.path.isdir(folder):
        return failed
    dlopen = ctypes.CDLL(None).dlopen
    dlopen.restype = ctypes.c_void_p
    dlopen.argtypes = [ctypes.c_char_p, ctypes.c_int]
    suffixes = tuple(importlib.machinery.EXTENSION_SUFFIXES)
    for name in sorted(os.listdir(folder)):
        if name.endswith(suffixes) and not dlopen(os.fsencode(os.path.join(folder, name)), os.RTLD_LAZY | os.RTLD_LOCAL):
            failed.append(name)
    return failed


def mapped_files():
    out = set()
    with open("/proc/self/maps") as f:
        for line in f:
            fields = line.split(None, 5)
            if len(fields) == 6 and fields[5].startswith("/"):
                out.add(fields[5].rstrip("\n"))
    return sorted(out)


def timezone_paths():
    paths = []
    try:
        import zoneinfo

        paths.extend(p for p in zoneinfo.TZPATH if os.path.isdir(p))
    except ImportError:
        pass
    try:
        import importlib.util

        spec = importlib.util.find_spec("tzdata")
        if spec is not None and spec.submodule_search_locations:
            paths.extend(spec.submodule_search_locations)
    except (ImportError, ValueError):
        pass
    return paths


def main():
    failed = load_extension_modules()
    try:
        locale.setlocale(locale.LC_ALL, "")
    except locale.Error:
        pass
    prefixes = {sys.prefix, sys.base_prefix, sys.exec_prefix, sys.base_exec_prefix}
    report = {
        "executable": sys.executable,
        "prefixes": sorted(p for p in prefixes if p),
        "path": [p for p in sys.path if p and os.path.isabs(p) and os.path.exists(p)],
        "loaded": loaded_objects(),
        "mapped": mapped_files(),
        "tz": timezone_paths(),
        "unloadable": failed,
    }
    sys.stdout.write(json.dumps(report) + "\n")


if __name__ == "__main__":
    main()
