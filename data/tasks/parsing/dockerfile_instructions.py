# query: Split Dockerfile text into (INSTRUCTION upper-cased, arguments) pairs, the instruction being the first
# whitespace-separated word: lines are trimmed, blank lines and lines starting with "#" are skipped (also inside a
# continuation), a line ending in "\" continues on the next line (the backslash becomes a space), and the arguments
# have their whitespace runs collapsed to single spaces.
def dockerfile_instructions(text):
    out = []
    pending = ""
    for raw in text.split("\n"):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.endswith("\\"):
            pending += line[:-1] + " "
            continue
        words = (pending + line).split()
        out.append((words[0].upper(), " ".join(words[1:])))
        pending = ""
    if pending.strip():
        words = pending.split()
        out.append((words[0].upper(), " ".join(words[1:])))
    return out

# tests
assert dockerfile_instructions("FROM python:3.12\nRUN pip install x") == [("FROM", "python:3.12"), ("RUN", "pip install x")]
assert dockerfile_instructions("") == []
assert dockerfile_instructions("# syntax=docker/dockerfile:1\n\n  from alpine  ") == [("FROM", "alpine")]
assert dockerfile_instructions("RUN apt-get update && \\\n    apt-get install -y curl") == [("RUN", "apt-get update && apt-get install -y curl")]
assert dockerfile_instructions("RUN a \\\n# note\n  b\nCMD [\"x\"]") == [("RUN", "a b"), ("CMD", "[\"x\"]")]
assert dockerfile_instructions("ENV A=1\\\nB=2") == [("ENV", "A=1 B=2")]
assert dockerfile_instructions("EXPOSE 80\nRUN x \\") == [("EXPOSE", "80"), ("RUN", "x")]
assert dockerfile_instructions("WORKDIR\t/app\nUSER  1000 ") == [("WORKDIR", "/app"), ("USER", "1000")]
assert dockerfile_instructions("\\\n\\\n") == []
