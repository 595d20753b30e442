#!/usr/bin/env python3
"""Authoring aid (not the real engine): checks that a task file's tests pass and kill simple single-edit mutants.

Usage: /usr/bin/python3 scripts/dev/quick_mutants.py data/tasks/<domain>/<name>.py [...more files or folders]

For each file: runs the reference against its tests (each test in a fresh namespace), then makes AST mutants of
the function (comparison swaps, arithmetic/boolean operator swaps, integer literal +-1, range() bounds, deleted
`if ...: return/raise/continue/break` guards) and reports how many are killed. A healthy task kills nearly all
and has at least 4 killed mutants over at least 2 kinds. The real engine (execret mutate / build) has more
operators; this is a fast first check while writing tasks.
"""
import ast, copy, multiprocessing as mp, os, sys

CMP = {ast.Lt: [ast.LtE, ast.Gt], ast.LtE: [ast.Lt, ast.GtE], ast.Gt: [ast.GtE, ast.Lt], ast.GtE: [ast.Gt, ast.LtE],
       ast.Eq: [ast.NotEq], ast.NotEq: [ast.Eq], ast.Is: [ast.IsNot], ast.IsNot: [ast.Is], ast.In: [ast.NotIn], ast.NotIn: [ast.In]}
BIN = {ast.Add: [ast.Sub], ast.Sub: [ast.Add], ast.Mult: [ast.FloorDiv, ast.Add], ast.FloorDiv: [ast.Mult, ast.Div], ast.Div: [ast.Mult, ast.FloorDiv],
       ast.Mod: [ast.FloorDiv], ast.BitAnd: [ast.BitOr], ast.BitOr: [ast.BitAnd], ast.BitXor: [ast.BitOr], ast.LShift: [ast.RShift], ast.RShift: [ast.LShift]}

def parse_file(path):
    lines = open(path).read().split('\n')
    t = lines.index('# tests')
    s = lines.index('# setup') if '# setup' in lines else t
    code = '\n'.join(l for l in lines[:s] if not l.startswith('# query') and not (l.startswith('# ') and lines.index(l) < 5))
    setup = '\n'.join(lines[s + 1:t]) if s < t else ''
    tests, cur = [], None
    for l in lines[t + 1:]:
        if not l.strip(): continue
        if l[0].isspace() and tests: tests[-1] += '\n' + l
        else: tests.append(l)
    return code, setup, tests

def mutants(code):
    tree = ast.parse(code)
    nodes = list(ast.walk(tree))
    for idx, n in enumerate(nodes):
        def variants():
            if isinstance(n, ast.Compare):
                for j, op in enumerate(n.ops):
                    for new in CMP.get(type(op), []):
                        yield 'cmp', lambda m, j=j, new=new: m.ops.__setitem__(j, new())
            if isinstance(n, (ast.BinOp, ast.AugAssign)):
                for new in BIN.get(type(n.op), []):
                    yield 'op', lambda m, new=new: setattr(m, 'op', new())
            if isinstance(n, ast.BoolOp):
                yield 'bool', lambda m: setattr(m, 'op', ast.Or() if isinstance(m.op, ast.And) else ast.And())
                for j in range(len(n.values)):
                    if len(n.values) > 1:
                        yield 'clause', lambda m, j=j: m.values.pop(j)
            if isinstance(n, ast.Constant) and type(n.value) is int:
                yield 'int', lambda m: setattr(m, 'value', m.value + 1)
                yield 'int', lambda m: setattr(m, 'value', m.value - 1)
            if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == 'range' and len(n.args) <= 2:
                yield 'range', lambda m: m.args.__setitem__(-1, ast.BinOp(m.args[-1], ast.Add(), ast.Constant(1)))
                if len(n.args) == 1:
                    yield 'range', lambda m: m.args.insert(0, ast.Constant(1))
            if isinstance(n, ast.Call) and len(n.args) >= 2:
                yield 'swap', lambda m: m.args.__setitem__(slice(0, 2), [m.args[1], m.args[0]])
            for field in ('body', 'orelse'):
                body = getattr(n, field, None)
                if isinstance(body, list):
                    for j, st in enumerate(body):
                        if isinstance(st, ast.If) and not st.orelse and len(st.body) == 1 and isinstance(st.body[0], (ast.Return, ast.Raise, ast.Continue, ast.Break)) and len(body) > 1:
                            yield 'guard', lambda m, field=field, j=j: getattr(m, field).pop(j)
        for kind, fn in variants():
            t2 = copy.deepcopy(tree)
            m = list(ast.walk(t2))[idx]
            try:
                fn(m)
                src = ast.unparse(ast.fix_missing_locations(t2))
            except Exception:
                continue
            yield kind, src

def run_suite(args):
    code, setup, tests = args
    import signal
    ok = True
    for t in tests:
        pid = os.fork()
        if pid == 0:
            try:
                import resource
                resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))
                signal.alarm(2)
                g = {'__name__': '__main__'}
                exec(code, g); exec(setup, g); exec(t, g)
                os._exit(0)
            except BaseException:
                os._exit(1)
        _, st = os.waitpid(pid, 0)
        if st != 0:
            return False
    return ok

def check(path, pool):
    code, setup, tests = parse_file(path)
    if not run_suite((code, setup, tests)):
        for t in tests:
            if not run_suite((code, setup, [t])):
                print(f'FAIL {path}: reference fails: {t[:100]}')
                break
        return False
    base = ast.unparse(ast.parse(code))
    seen, ms = set(), []
    for kind, src in mutants(code):
        if src != base and src not in seen:
            seen.add(src); ms.append((kind, src))
    res = pool.map(run_suite, [(src, setup, tests) for _, src in ms])
    killed = [k for (k, _), passed in zip(ms, res) if not passed]
    surv = [(k, s) for (k, s), passed in zip(ms, res) if passed]
    kinds = sorted(set(killed))
    flag = 'OK  ' if len(killed) >= 4 and len(kinds) >= 2 else 'WEAK'
    print(f'{flag} {path}: tests={len(tests)} mutants={len(ms)} killed={len(killed)} kinds={",".join(kinds)}')
    for k, s in surv[:3]:
        print(f'     survivor ({k}):\n       ' + s.replace('\n', '\n       '))
    return flag == 'OK  '

if __name__ == '__main__':
    files = []
    for a in sys.argv[1:]:
        if os.path.isdir(a):
            files += sorted(os.path.join(a, f) for f in os.listdir(a) if f.endswith('.py'))
        else:
            files.append(a)
    with mp.Pool(2) as pool:
        bad = [f for f in files if not check(f, pool)]
    print(f'{len(files) - len(bad)}/{len(files)} ok')
    sys.exit(1 if bad else 0)
