# query: Read coordinates from Well-Known Text: "POINT (x y)" gives a one-element list of (x, y) tuples, "LINESTRING
# (x y, ...)" the list of points, and "POLYGON ((...), (...))" a list of rings, each a list of points; the type is
# case-insensitive, numbers that are optionally signed digit strings become ints and other numbers floats; return
# None for another type or malformed text.
def wkt_geometry_coords(text):
    kind, paren, rest = text.strip().partition("(")
    kind = kind.strip().upper()
    body = (paren + rest).strip()
    def points(chunk):
        out = []
        for pair in chunk.split(","):
            xy = pair.split()
            if len(xy) != 2:
                raise ValueError
            out.append(tuple(int(v) if v.lstrip("-").isdigit() else float(v) for v in xy))
        return out
    if not (body.startswith("(") and body.endswith(")")):
        return None
    body = body[1:-1]
    try:
        if kind == "POINT" or kind == "LINESTRING":
            pts = points(body)
            return pts if kind == "LINESTRING" or len(pts) == 1 else None
        if kind != "POLYGON":
            return None
        rings = []
        for chunk in body.split(")"):
            chunk = chunk.strip().lstrip(",").strip()
            if chunk:
                if not chunk.startswith("("):
                    return None
                rings.append(points(chunk[1:]))
        return rings or None
    except ValueError:
        return None

# tests
assert wkt_geometry_coords("POINT (30 10)") == [(30, 10)]
assert wkt_geometry_coords("point(-1.5 2e3)") == [(-1.5, 2000.0)]
assert wkt_geometry_coords("LINESTRING (30 10, 10 30, 40 40)") == [(30, 10), (10, 30), (40, 40)]
assert wkt_geometry_coords("POLYGON ((30 10, 40 40, 20 40, 30 10))") == [[(30, 10), (40, 40), (20, 40), (30, 10)]]
assert wkt_geometry_coords("POLYGON ((0 0, 9 0, 0 9, 0 0), (1 1, 2 1, 1 2, 1 1))") == [[(0, 0), (9, 0), (0, 9), (0, 0)], [(1, 1), (2, 1), (1, 2), (1, 1)]]
assert wkt_geometry_coords("LINESTRING (1 2)") == [(1, 2)]
assert wkt_geometry_coords("POINT (1 2, 3 4)") is None
assert wkt_geometry_coords("POINT (1)") is None
assert wkt_geometry_coords("POLYGON (11 2, 3 4)") is None
assert [wkt_geometry_coords(t) for t in ("CIRCLE ((1 2))", "POINT 1 2", "POINT (1 x)", "POLYGON ()", "", "LINESTRING (1 2,)")] == [None] * 6
