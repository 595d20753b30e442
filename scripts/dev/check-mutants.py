#!/usr/bin/env python3
"""Independent check of `execret mutate` output with CPython (not part of the test suite; the suite runs a
smaller version of it).

Usage: /usr/bin/python3 scripts/dev/check-mutants.py TASKS.jsonl MUTANTS.jsonl

For every row: its edits (UTF-16 offsets into the task code, as docs/formats.md specifies) reproduce its code, each
edit's `original` is the replaced text and `line` its 1-based line, the code compiles, and its AST differs from
the reference's. Also reports the share of tasks with >= 4 rows and the bug types seen. Exit 1 on any failure.
"""
import ast, collections, json, sys

def u16(s):
    return s.encode('utf-16-le')

def main(tasks_file, mutants_file):
    tasks = {}
    for line in open(tasks_file, encoding='utf-8'):
        if line.strip():
            t = json.loads(line)
            tasks[t['id']] = t
    refs = {k: ast.dump(ast.parse(t['code'])) for k, t in tasks.items() if t['language'] == 'python'}
    per_task, types, failures, n = collections.Counter(), collections.Counter(), [], 0
    for line in open(mutants_file, encoding='utf-8'):
        if not line.strip():
            continue
        r = json.loads(line)
        n += 1
        per_task[r['task']] += 1
        types[r['bug_type']] += 1
        code = u16(tasks[r['task']]['code'])
        out, pos = b'', 0
        for e in sorted(r['edits'], key=lambda e: e['start']):
            s, t = 2 * e['start'], 2 * e['end']
            if s < pos:
                failures.append((r['id'], 'overlapping edits'))
            if code[s:t] != u16(e['original']):
                failures.append((r['id'], 'original does not match'))
            if code[:s].count(u16('\n')) + 1 != e['line']:
                failures.append((r['id'], 'wrong line'))
            out += code[pos:s] + u16(e['replacement'])
            pos = t
        out += code[pos:]
        if out != u16(r['code']):
            failures.append((r['id'], 'edits do not reproduce the code'))
        try:
            compile(r['code'], r['id'], 'exec', dont_inherit=True)
            if ast.dump(ast.parse(r['code'])) == refs[r['task']]:
                failures.append((r['id'], 'same AST as the reference'))
        except SyntaxError as e:
            failures.append((r['id'], f'SyntaxError: {e}'))
    enough = sum(1 for k in tasks if per_task[k] >= 4)
    print(f'{n} rows, {len(tasks)} tasks, {enough / max(1, len(tasks)):.1%} with >= 4 rows')
    print('bug types:', dict(types.most_common()))
    for f in failures[:20]:
        print('FAIL', *f)
    print(f'{len(failures)} failures')
    return 1 if failures else 0

if __name__ == '__main__':
    sys.exit(main(*sys.argv[1:3]))
