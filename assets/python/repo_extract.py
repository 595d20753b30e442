# execret repository extractor: the doctested functions of a Python repository as candidate tasks.
#
# Run on the host, OUTSIDE the sandbox, as `python3 -I repo_extract.py` with one JSON request on stdin. It only
# reads and parses (ast, doctest's own DocTestParser); it never imports or runs the repository's code (the only
# import it makes is importlib.util.find_spec on the top-level name of a third-party package, which locates the
# package without running it). Everything that runs a function goes through the sandboxed oracle afterwards.
#
# Requests (stdin), one JSON object:
#   {"mode": "repo", "root": "/abs/dir", "files": ["a/b.py", ...]}
#     -> {"files": [{"path", "skip"?: reason, "line"?, "functions": [candidate, ...]}]}
#   {"mode": "versions", "items": [{"key", "text", "names": [...]}]}
#     -> {"items": [{"key", "name", "code": str|null}]}  (each function's code, without its docstring, in `text`)
#
# A candidate: {"name", "line", "module", "query"|null, "code", "context", "tests": [...], "inputs": [...],
# "examples": n, "skip"?: reason}. Output is deterministic: files and functions in the order given / by line.
import ast
import builtins
import doctest
import importlib.util
import inspect
import json
import os
import re
import sys

MAX_FILE_BYTES = 1 << 20  # a .py file above 1 MiB is generated data, not a module worth a task
MAX_CONTEXT_CHARS = 1 << 20
FLAG_NAMES = {v: k for k, v in doctest.OPTIONFLAGS_BY_NAME.items()}

# ------------------------------------------------------------------------------------------------ the query

SECTION_RE = re.compile(
    r"^(args|arguments|parameters|params|keyword args|keyword arguments|other parameters|returns?|yields?|"
    r"raises|exceptions|examples?|example usage|usage|doctests?|tests?|attributes|type|rtype)\s*:?\s*$",
    re.I,
)
FIELD_RE = re.compile(r"^(:|@)(param|parameter|arg|argument|key|keyword|type|returns?|rtype|raises?|except|var|ivar|cvar|yields?)\b", re.I)
UNDERLINE_RE = re.compile(r"^\s*(-{3,}|={3,}|~{3,})\s*$")


def indent_of(line):
    return len(line) - len(line.lstrip())


def prose_of(doc, name):
    """The docstring's summary and description: no doctest blocks, no parameter/returns/examples sections, no
    Sphinx fields, without the function's name. None when nothing is left."""
    lines = inspect.cleandoc(doc).splitlines()
    out = []
    i = 0
    while i < len(lines):
        line = lines[i]
        s = line.strip()
        if s.startswith(">>>"):  # a doctest block runs to the next blank line
            while i < len(lines) and lines[i].strip():
                i += 1
            continue
        nxt = lines[i + 1] if i + 1 < len(lines) else ""
        if s and UNDERLINE_RE.match(nxt) and SECTION_RE.match(s.rstrip(":")):  # numpy style: to the next header
            i += 2
            while i < len(lines):
                if lines[i].strip() and i + 1 < len(lines) and UNDERLINE_RE.match(lines[i + 1]):
                    break
                i += 1
            continue
        if SECTION_RE.match(s) and s.endswith(":") or (SECTION_RE.match(s) and s.lower() in ("examples", "example")):
            base = indent_of(line)  # google style: the header's indented block
            i += 1
            while i < len(lines) and (not lines[i].strip() or indent_of(lines[i]) > base):
                i += 1
            continue
        if FIELD_RE.match(s):  # sphinx fields and their indented continuation
            base = indent_of(line)
            i += 1
            while i < len(lines) and lines[i].strip() and indent_of(lines[i]) > base:
                i += 1
            continue
        if UNDERLINE_RE.match(line):
            i += 1
            continue
        out.append(s)
        i += 1
    text = " ".join(w for w in " ".join(out).split())
    if name in text:  # (patterns made per name: compiled only when they can match)
        esc = re.escape(name)
        text = re.sub(r"``?%s(\([^()]*\))?``?" % esc, "", text)
        text = re.sub(r"\b%s\s*\([^()]*\)" % esc, "", text)
        text = re.sub(r"\b%s\b" % esc, "", text)
    text = " ".join(text.split()).strip(" :;,-")
    words = re.findall(r"[A-Za-z]{2,}", text)
    return text if len(words) >= 2 else None


# ------------------------------------------------------------------------------------------------ the code


def code_without_docstring(lines, fn):
    """The function's source (decorators included) without its docstring statement, or (None, reason)."""
    start = min([d.lineno for d in fn.decorator_list] + [fn.lineno]) - 1
    end = fn.end_lineno
    body = fn.body
    doc = body[0] if body and isinstance(body[0], ast.Expr) and isinstance(getattr(body[0], "value", None), ast.Constant) and isinstance(body[0].value.value, str) else None
    if doc is None:
        return "".join(lines[start:end]).rstrip() + "\n", None
    if len(body) == 1:
        return None, "the function's body is its docstring alone"
    d0, d1 = doc.lineno - 1, doc.end_lineno - 1
    if lines[d0][: doc.col_offset].strip() or lines[d1][doc.end_col_offset :].strip() not in ("",) and not lines[d1][doc.end_col_offset :].strip().startswith("#"):
        return None, "the docstring shares a line with other code"
    kept = lines[start:d0] + lines[d1 + 1 : end]
    return "".join(kept).rstrip() + "\n", None


# ------------------------------------------------------------------------------------------------ the tests

CHECKER_CALL = "execret_doctest"


def doctest_examples(doc, name):
    try:
        return doctest.DocTestParser().get_examples(doc, name), None
    except ValueError as e:  # doctest's own complaint about a malformed example
        return None, "doctest cannot parse the docstring: " + str(e).splitlines()[0][:120]


def flags_of(ex):
    return sorted((FLAG_NAMES[k], bool(v)) for k, v in ex.options.items() if k in FLAG_NAMES)


def tests_of(examples, entry):
    """One test per example with an expected output (or an expected exception), replaying the earlier examples of
    the docstring; examples marked +SKIP neither run nor test, as in doctest."""
    live = [ex for ex in examples if not ex.options.get(doctest.SKIP)]
    tests = []
    for k, ex in enumerate(live):
        if not ex.want and ex.exc_msg is None:
            continue
        rows = [(e.source, e.want, e.exc_msg, flags_of(e)) for e in live[: k + 1]]
        tests.append("%s(%s, %r)" % (CHECKER_CALL, entry, rows))
    return tests


MAX_INPUTS = 32


def literal_value(node, bound):
    """(True, value) when the node is a literal, or a name an earlier example bound to one."""
    if isinstance(node, ast.Name) and node.id in bound:
        return True, bound[node.id]
    try:
        return True, ast.literal_eval(node)
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        return False, None


def loop_values(gen, bound):
    """{name: [values]} for `for x in <literal>` / `for k, v in <literal dict>.items()` (and .keys(), .values())."""
    it, target = gen.iter, gen.target
    method = None
    if isinstance(it, ast.Call) and isinstance(it.func, ast.Attribute) and not it.args:
        method, it = it.func.attr, it.func.value
    ok, value = literal_value(it, bound)
    if not ok or isinstance(value, (set, frozenset)):
        return {}
    try:
        if method is None:
            items = list(value)
        elif isinstance(value, dict) and method in ("items", "keys", "values"):
            items = list(getattr(value, method)())
        else:
            return {}
    except TypeError:
        return {}
    if isinstance(target, ast.Name):
        return {target.id: items}
    if isinstance(target, ast.Tuple) and all(isinstance(e, ast.Name) for e in target.elts):
        out = {}
        for k, e in enumerate(target.elts):
            try:
                out[e.id] = [row[k] for row in items]
            except (TypeError, IndexError, KeyError):
                return {}
        return out
    return {}


def has_set(v):
    """Sets print in an order that follows string hashing, which differs per interpreter: never in an output."""
    if isinstance(v, (set, frozenset)):
        return True
    if isinstance(v, (list, tuple)):
        return any(has_set(x) for x in v)
    if isinstance(v, dict):
        return any(has_set(k) or has_set(x) for k, x in v.items())
    return False


def inputs_of(examples, entry):
    """Argument lists of the function's calls in the examples whose arguments are literals: given directly, bound
    to a literal by an earlier example (`tests = {...}`), or taken in turn from a literal a comprehension loops over
    (`all(f(i) == ... for i in (0, 2, 8))`). For amplify, which mutates them into more tests."""
    out = []
    bound = {}

    def add(values):
        if has_set(values):
            return
        try:
            text = ", ".join(repr(v) for v in values)
            if ast.literal_eval("(%s,)" % text) != tuple(values):
                return
        except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
            return
        if text and len(text) <= 300 and text not in out and len(out) < MAX_INPUTS:
            out.append(text)

    for ex in examples:
        try:
            tree = ast.parse(ex.source)
        except SyntaxError:
            continue
        loops = {}
        for node in ast.walk(tree):
            if isinstance(node, (ast.ListComp, ast.SetComp, ast.GeneratorExp, ast.DictComp)):
                for gen in node.generators:
                    loops.update(loop_values(gen, bound))
            elif isinstance(node, ast.For):
                loops.update(loop_values(node, bound))
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == entry):
                continue
            if node.keywords or not node.args or any(isinstance(a, ast.Starred) for a in node.args):
                continue
            looped = [k for k, a in enumerate(node.args) if isinstance(a, ast.Name) and a.id in loops]
            fixed = []
            for k, a in enumerate(node.args):
                if k in looped:
                    fixed.append(None)
                    continue
                ok, v = literal_value(a, bound)
                if not ok:
                    break
                fixed.append(v)
            else:
                if not looped:
                    add(fixed)
                elif len(looped) == 1:
                    for v in loops[node.args[looped[0]].id]:
                        add([v if k == looped[0] else fixed[k] for k in range(len(fixed))])
        for stmt in tree.body:  # names bound to literals, for the examples after
            if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Name):
                ok, v = literal_value(stmt.value, bound)
                if ok:
                    bound[stmt.targets[0].id] = v
    return out


def loaded_names(node):
    return {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}


def example_names(examples):
    names = set()
    for ex in examples:
        try:
            names |= loaded_names(ast.parse(ex.source))
        except SyntaxError:
            pass
    return names


# ------------------------------------------------------------------------------------------------ modules


class Repo:
    def __init__(self, root):
        self.root = root
        self.parsed = {}

    def exists(self, rel):
        return os.path.isfile(os.path.join(self.root, rel))

    def module_of(self, rel):
        """(dotted module name, the import root it is named from): the chain of packages above the file."""
        segs = rel.split("/")
        top = len(segs) - 1
        while top > 0 and self.exists("/".join(segs[:top] + ["__init__.py"])):
            top -= 1
        name_parts = segs[top:-1] + ([] if segs[-1] == "__init__.py" else [segs[-1][:-3]])
        return ".".join(name_parts), "/".join(segs[:top])

    def roots_for(self, rel):
        _, base = self.module_of(rel)
        roots = [base, ""]
        if not self.exists("src/__init__.py") and os.path.isdir(os.path.join(self.root, "src")):
            roots.append("src")
        here = "/".join(rel.split("/")[:-1])
        roots.append(here)
        seen = []
        for r in roots:
            if r not in seen:
                seen.append(r)
        return seen

    def resolve(self, dotted, roots):
        """The repository file of an absolute module name, or None: (rel path, is package)."""
        p = dotted.replace(".", "/")
        for r in roots:
            pre = (r + "/") if r else ""
            if self.exists(pre + p + ".py"):
                return pre + p + ".py", False
            if self.exists(pre + p + "/__init__.py"):
                return pre + p + "/__init__.py", True
        return None

    def parse(self, rel):
        if rel not in self.parsed:
            try:
                with open(os.path.join(self.root, rel), "rb") as f:
                    raw = f.read()
                text = raw.decode("utf-8")
                self.parsed[rel] = (text, ast.parse(text, filename=rel))
            except (OSError, UnicodeDecodeError, SyntaxError, ValueError, RecursionError, MemoryError):
                self.parsed[rel] = None
        return self.parsed[rel]


def absolute(node, module, is_pkg):
    """The absolute module of an ImportFrom (relative ones resolved against the importing module), or None."""
    if node.level == 0:
        return node.module
    pkg = module.split(".") if is_pkg else module.split(".")[:-1]
    up = node.level - 1
    if up > len(pkg) or (up == len(pkg) and not node.module):
        return None
    base = pkg[: len(pkg) - up]
    return ".".join(base + ([node.module] if node.module else [])) or None


def binds(stmt):
    """Names a top-level statement binds."""
    out = set()
    if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return {stmt.name}
    if isinstance(stmt, (ast.Import, ast.ImportFrom)):
        for a in stmt.names:
            out.add(a.asname or a.name.split(".")[0])
        return out
    for n in ast.walk(stmt):
        if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store):
            out.add(n.id)
        elif isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            out.add(n.name)
        elif isinstance(n, (ast.Import, ast.ImportFrom)):
            for a in n.names:
                out.add(a.asname or a.name.split(".")[0])
    return out


def is_main_guard(stmt):
    return (
        isinstance(stmt, ast.If)
        and isinstance(stmt.test, ast.Compare)
        and isinstance(stmt.test.left, ast.Name)
        and stmt.test.left.id == "__name__"
    )


def star_import(stmt):
    return isinstance(stmt, ast.ImportFrom) and any(a.name == "*" for a in stmt.names)


PRELUDE = '''import sys as _execret_sys
def _execret_install(modules):
    import importlib.util as _u
    class _ExecretRepo:
        _execret = modules
        @classmethod
        def find_spec(cls, name, path=None, target=None):
            if name not in cls._execret: return None
            return _u.spec_from_loader(name, cls, is_package=cls._execret[name][1])
        @classmethod
        def create_module(cls, spec): return None
        @classmethod
        def exec_module(cls, m):
            src, pkg = cls._execret[m.__name__]
            if pkg: m.__path__ = []
            if src is not None: exec(compile(src, '<repository>/' + m.__name__, 'exec'), m.__dict__)
    for f in _execret_sys.meta_path:
        if getattr(f, '_execret', None) is not None:
            f._execret.update(modules); return
    _execret_sys.meta_path.insert(0, _ExecretRepo)
'''


class Context:
    """The statements of a module a function needs, and the repository modules they import (embedded)."""

    def __init__(self, repo, rel, text, tree):
        self.repo = repo
        self.rel = rel
        self.lines = text.splitlines(keepends=True)
        self.tree = tree
        self.module, _ = repo.module_of(rel)
        self.is_pkg = rel.endswith("__init__.py")
        self.roots = repo.roots_for(rel)

    _statements = None

    def statements(self):
        """(statement, names it binds, names it loads) for the module's top-level statements, read once per module
        (every function of the module asks)."""
        if self._statements is None:
            body = [s for s in self.tree.body if not is_main_guard(s)]
            # the module docstring is no statement we need
            if body and isinstance(body[0], ast.Expr) and isinstance(getattr(body[0], "value", None), ast.Constant):
                body = body[1:]
            self._statements = [(s, binds(s), loaded_names(s)) for s in body]
        return self._statements

    def build(self, fn, extra_names):
        rows = [r for r in self.statements() if r[0] is not fn]
        bound = [(s, b) for s, b, _ in rows]
        loads = [names for _, _, names in rows]
        need = (loaded_names(fn) | extra_names) - {fn.name}
        chosen = set()
        changed = True
        while changed:
            changed = False
            unresolved = set(need)
            for _, b in bound:
                unresolved -= b
            unresolved -= set(dir(builtins))
            for i, (s, b) in enumerate(bound):
                if i in chosen:
                    continue
                if (b & need) or (star_import(s) and unresolved) or (
                    isinstance(s, ast.ImportFrom) and s.module == "__future__"
                ):
                    chosen.add(i)
                    need |= loads[i] - b
                    changed = True
        stmts = [bound[i][0] for i in sorted(chosen)]
        future = [s for s in stmts if isinstance(s, ast.ImportFrom) and s.module == "__future__"]
        rest = [s for s in stmts if s not in future]
        parts = [ast.unparse(s) + "\n" for s in future]
        modules = {}
        missing = []
        self.unreadable = []
        for s in rest:
            if isinstance(s, (ast.Import, ast.ImportFrom)):
                parts.append(self.import_text(s, self.module, self.is_pkg, self.roots, modules, missing) + "\n")
            else:
                parts.append(self.source(s))
        for s in ast.walk(fn):  # imports inside the function itself run too
            if isinstance(s, (ast.Import, ast.ImportFrom)) and s is not fn:
                self.note_import(s, self.module, self.is_pkg, self.roots, modules, missing, top=False)
        if missing:
            return None, "imports a package the interpreter does not have: %s" % ", ".join(sorted(set(missing)))
        if self.unreadable:
            return None, "imports %s of the repository, which does not parse here" % ", ".join(sorted(set(self.unreadable)))
        head = "".join(parts[: len(future)])  # a __future__ import must come first in its code unit
        text = "".join(parts[len(future) :])
        if modules:
            text = PRELUDE + "_execret_install(%r)\n" % {k: modules[k] for k in sorted(modules)} + text
        text = head + text
        if len(text) > MAX_CONTEXT_CHARS:
            return None, "its module context is larger than %d characters" % MAX_CONTEXT_CHARS
        return text, None

    def source(self, s):
        start = min([d.lineno for d in getattr(s, "decorator_list", [])] + [s.lineno]) - 1
        return "".join(self.lines[start : s.end_lineno]).rstrip() + "\n"

    def import_text(self, s, module, is_pkg, roots, modules, missing):
        """The import as it runs in the context: relative ones made absolute; repository modules embedded."""
        self.note_import(s, module, is_pkg, roots, modules, missing, top=True)
        if isinstance(s, ast.ImportFrom) and s.level > 0:
            mod = absolute(s, module, is_pkg)
            return ast.unparse(ast.ImportFrom(module=mod, names=s.names, level=0))
        return ast.unparse(s)

    def note_import(self, s, module, is_pkg, roots, modules, missing, top):
        targets = []
        if isinstance(s, ast.Import):
            targets = [(a.name, None) for a in s.names]
        else:
            mod = absolute(s, module, is_pkg)
            if mod is None:
                return
            targets = [(mod, [a.name for a in s.names])]
        for dotted, names in targets:
            hit = self.repo.resolve(dotted, roots)
            if hit is None:
                topname = dotted.split(".")[0]
                if top and topname not in sys.builtin_module_names and not self.findable(topname):
                    missing.append(topname)
                continue
            self.embed(dotted, hit, modules, missing, whole=names is None or any(
                self.repo.resolve(dotted + "." + n, roots) is None for n in names if n != "*"
            ))
            for n in names or []:
                sub = self.repo.resolve(dotted + "." + n, roots)
                if sub is not None:
                    self.embed(dotted + "." + n, sub, modules, missing, whole=True)

    _found = {}

    def findable(self, name):
        if name not in Context._found:
            try:
                Context._found[name] = importlib.util.find_spec(name) is not None
            except (ImportError, ValueError):
                Context._found[name] = False
        return Context._found[name]

    def embed(self, dotted, hit, modules, missing, whole):
        rel, is_pkg = hit
        parts = dotted.split(".")
        for k in range(1, len(parts)):  # parent packages: empty unless their own names are needed
            modules.setdefault(".".join(parts[:k]), (None, True))
        if dotted in modules and (modules[dotted][0] is not None or not whole):
            return
        if not whole and is_pkg:
            modules[dotted] = (None, True)
            return
        parsed = self.repo.parse(rel)
        if parsed is None:
            modules[dotted] = (None, is_pkg)
            self.unreadable.append(rel)
            return
        text, tree = parsed
        modules[dotted] = (text, is_pkg)
        roots = self.repo.roots_for(rel)
        for s in ast.walk(tree):
            if isinstance(s, (ast.Import, ast.ImportFrom)):
                self.note_import(s, dotted, is_pkg, roots, modules, missing, top=s in tree.body)


# ------------------------------------------------------------------------------------------------ pytest files

TEST_FILE_RE = re.compile(r"(^|/)(test_[^/]*|[^/]*_test)\.py$")
SAFE_CALLS = {"len", "sorted", "set", "list", "tuple", "dict", "abs", "round", "sum", "min", "max", "str", "int",
              "float", "bool", "frozenset", "repr", "isinstance", "all", "any", "type"}


def pytest_asserts(repo, rel, tree, text):
    """(module rel path, function name, assert text) for asserts in a test file that call a function imported by
    name from a repository module, with literal arguments, and nothing else but a few builtins."""
    imported = {}
    roots = repo.roots_for(rel)
    module, _ = repo.module_of(rel)
    for s in tree.body:
        if isinstance(s, ast.ImportFrom):
            mod = absolute(s, module, rel.endswith("__init__.py"))
            hit = repo.resolve(mod, roots) if mod else None
            if hit is None:
                continue
            for a in s.names:
                if a.asname is None and a.name != "*":
                    imported[a.name] = hit[0]
    out = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Assert):
            continue
        calls = [n for n in ast.walk(node.test) if isinstance(n, ast.Call)]
        targets = {c.func.id for c in calls if isinstance(c.func, ast.Name) and c.func.id in imported}
        if len(targets) != 1:
            continue
        name = targets.pop()
        ok = True
        for c in calls:
            if not isinstance(c.func, ast.Name) or (c.func.id != name and c.func.id not in SAFE_CALLS):
                ok = False
                break
            if c.func.id == name:
                try:
                    for a in list(c.args) + [k.value for k in c.keywords]:
                        ast.literal_eval(a)
                except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
                    ok = False
                    break
        other = {n.id for n in ast.walk(node.test) if isinstance(n, ast.Name)} - {name} - SAFE_CALLS - {"None", "True", "False"}
        if not ok or other:
            continue
        seg = ast.get_source_segment(text, node)
        if seg:
            out.append((imported[name], name, seg))
    return out


# ------------------------------------------------------------------------------------------------ files


def read_module(root, rel):
    """(text, tree) or (None, reason, line)."""
    path = os.path.join(root, rel)
    try:
        with open(path, "rb") as f:
            raw = f.read(MAX_FILE_BYTES + 1)
    except OSError as e:
        return None, "cannot be read: %s" % e.strerror, 0
    if len(raw) > MAX_FILE_BYTES:
        return None, "larger than %d bytes" % MAX_FILE_BYTES, 0
    if b"\0" in raw:
        return None, "a binary file (it holds NUL bytes)", 0
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        line = raw[: e.start].count(b"\n") + 1
        return None, "not UTF-8 (byte 0x%02x)" % raw[e.start], line
    try:
        tree = ast.parse(text, filename=rel)
    except SyntaxError as e:
        return None, "does not parse: %s" % (e.msg or "syntax error"), e.lineno or 0
    except (ValueError, RecursionError, MemoryError) as e:
        return None, "does not parse: %s" % type(e).__name__, 0
    return text, tree, 0


def function_candidate(repo, rel, text, tree, ctx, fn):
    lines = text.splitlines(keepends=True)
    cand = {"name": fn.name, "line": fn.lineno, "module": ctx.module}
    doc = ast.get_docstring(fn, clean=False)
    examples = []
    if doc is not None:
        examples, problem = doctest_examples(doc, fn.name)
        if problem:
            cand["skip"] = problem
            return cand
    cand["examples"] = len(examples)
    code, problem = code_without_docstring(lines, fn)
    if problem:
        cand["skip"] = problem
        return cand
    cand["code"] = code
    cand["query"] = prose_of(doc, fn.name) if doc else None
    cand["tests"] = tests_of(examples, fn.name)
    cand["inputs"] = inputs_of(examples, fn.name)
    context, problem = ctx.build(fn, example_names(examples))
    if problem:
        cand["skip"] = problem
        return cand
    cand["context"] = context
    return cand


def repo_mode(req):
    repo = Repo(req["root"])
    out = []
    pytest_hits = []
    for rel in req["files"]:
        got = read_module(repo.root, rel)
        if got[0] is None:
            out.append({"path": rel, "skip": got[1], "line": got[2], "functions": []})
            continue
        text, tree, _ = got
        repo.parsed[rel] = (text, tree)
        entry = {"path": rel, "functions": []}
        out.append(entry)
        if TEST_FILE_RE.search(rel):
            pytest_hits.extend([t, n, a] for t, n, a in pytest_asserts(repo, rel, tree, text))
            continue
        ctx = Context(repo, rel, text, tree)
        for fn in tree.body:
            if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)) and not fn.name.startswith("__"):
                try:
                    cand = function_candidate(repo, rel, text, tree, ctx, fn)
                except (RecursionError, MemoryError, ValueError) as e:
                    cand = {"name": fn.name, "line": fn.lineno, "skip": "cannot be read: %s" % type(e).__name__}
                if isinstance(fn, ast.AsyncFunctionDef) and "skip" not in cand:
                    cand["skip"] = "an async function (its doctests need an event loop)"
                entry["functions"].append(cand)
    return {"files": out, "pytest": pytest_hits}


def old_helpers(tree, lines, fn):
    """The top-level statements of an earlier version of a module that its version of `fn` needs (transitively),
    as source texts in file order: the imports, constants and helpers it called then, which today's module may
    no longer have. None when one of them is a relative import (it names a package layout of that time)."""
    body = [s for s in tree.body if s is not fn and not is_main_guard(s)]
    if body and isinstance(body[0], ast.Expr) and isinstance(getattr(body[0], "value", None), ast.Constant):
        body = body[1:]
    bound = [(s, binds(s)) for s in body]
    need = loaded_names(fn) - {fn.name}
    chosen = set()
    changed = True
    while changed:
        changed = False
        for i, (s, b) in enumerate(bound):
            if i not in chosen and b & need:
                chosen.add(i)
                need |= loaded_names(s) - b
                changed = True
    out = []
    for i in sorted(chosen):
        s = bound[i][0]
        if isinstance(s, ast.ImportFrom) and (s.level > 0 or s.module == "__future__"):
            return None
        if isinstance(s, (ast.Import, ast.ImportFrom)):
            out.append(ast.unparse(s) + "\n")
        else:
            start = min([d.lineno for d in getattr(s, "decorator_list", [])] + [s.lineno]) - 1
            out.append("".join(lines[start : s.end_lineno]).rstrip() + "\n")
    return out


def versions_mode(req):
    """Each text (one version of a file) is parsed once, and each named function read out of it, with the
    statements of that version it needed (old_helpers)."""
    out = []
    for item in req["items"]:
        try:
            tree = ast.parse(item["text"])
        except (SyntaxError, ValueError, RecursionError, MemoryError):
            tree = None
        lines = item["text"].splitlines(keepends=True)
        for name in item["names"]:
            fns = [f for f in tree.body if isinstance(f, ast.FunctionDef) and f.name == name] if tree else []
            code = code_without_docstring(lines, fns[-1])[0] if fns else None
            helpers = None
            if code is not None:
                try:
                    helpers = old_helpers(tree, lines, fns[-1])
                except (RecursionError, ValueError):
                    helpers = None
            out.append({"key": item["key"], "name": name, "code": code, "helpers": helpers})
    return {"items": out}


def main():
    sys.setrecursionlimit(10000)
    req = json.loads(sys.stdin.buffer.read().decode("utf-8"))
    res = repo_mode(req) if req["mode"] == "repo" else versions_mode(req)
    sys.stdout.write(json.dumps(res, sort_keys=True, ensure_ascii=True))


if __name__ == "__main__":
    main()
