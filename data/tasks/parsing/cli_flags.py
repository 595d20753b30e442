# query: Split command-line arguments into (flags dict, positional list): "--name=value" maps name to the value string,
# "--name" to True and "--no-name" to False, "-abc" sets a, b and c to True, a lone "-" is positional, "--" makes all
# later arguments positional, and anything else is positional; later flags overwrite earlier ones.
def cli_flags(argv):
    flags = {}
    positionals = []
    i = 0
    while i < len(argv):
        arg = argv[i]
        i += 1
        if arg == "--":
            positionals += argv[i:]
            break
        if arg.startswith("--"):
            name, eq, value = arg[2:].partition("=")
            if eq:
                flags[name] = value
            elif name.startswith("no-"):
                flags[name[3:]] = False
            else:
                flags[name] = True
        elif arg.startswith("-") and len(arg) > 1:
            for ch in arg[1:]:
                flags[ch] = True
        else:
            positionals.append(arg)
    return flags, positionals

# tests
assert cli_flags([]) == ({}, [])
assert cli_flags(["--verbose", "file.txt"]) == ({"verbose": True}, ["file.txt"])
assert cli_flags(["--out=a.json", "--no-color"]) == ({"out": "a.json", "color": False}, [])
assert cli_flags(["-xvf", "archive.tar"]) == ({"x": True, "v": True, "f": True}, ["archive.tar"])
assert cli_flags(["-", "--", "--not-a-flag", "-x"]) == ({}, ["-", "--not-a-flag", "-x"])
assert cli_flags(["--level=", "--a=b=c"]) == ({"level": "", "a": "b=c"}, [])
assert cli_flags(["--color", "--no-color", "x", "--color"]) == ({"color": True}, ["x"])
assert cli_flags(["--no-", "--no"]) == ({"": False, "no": True}, [])
assert cli_flags(["a", "--", "--"]) == ({}, ["a", "--"])
