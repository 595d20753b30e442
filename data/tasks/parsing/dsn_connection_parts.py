# query: Parse a database URL such as "postgres://user:p%40ss@db.host:6543/app?sslmode=require" into a dict with scheme
# (lowercased), user, password, host, port, database and options: user, password, database and query pairs are
# percent-decoded, the port defaults to 5432 for postgres/postgresql, 3306 for mysql, 6379 for redis, 27017 for mongodb
# and None otherwise; return None without "://", with an empty host or with a non-numeric port.
from urllib.parse import unquote
def dsn_connection_parts(dsn):
    scheme, sep, rest = dsn.partition("://")
    if not sep or not scheme:
        return None
    rest, _, query = rest.partition("?")
    netloc, _, path = rest.partition("/")
    userinfo, _, hostport = netloc.rpartition("@")
    user, _, password = userinfo.partition(":")
    host, colon, port_text = hostport.partition(":")
    if not host:
        return None
    defaults = {"postgres": 5432, "postgresql": 5432, "mysql": 3306, "redis": 6379, "mongodb": 27017}
    if colon:
        if not port_text.isdigit():
            return None
        port = int(port_text)
    else:
        port = defaults.get(scheme.lower())
    options = {}
    for pair in query.split("&"):
        key, _, value = pair.partition("=")
        if key:
            options[unquote(key)] = unquote(value)
    return {"scheme": scheme.lower(), "user": unquote(user), "password": unquote(password), "host": host,
            "port": port, "database": unquote(path), "options": options}

# tests
assert dsn_connection_parts("postgres://user:p%40ss@db.host:6543/app?sslmode=require") == {'scheme': 'postgres', 'user': 'user', 'password': 'p@ss', 'host': 'db.host', 'port': 6543, 'database': 'app', 'options': {'sslmode': 'require'}}
assert dsn_connection_parts("mysql://root@localhost/shop") == {'scheme': 'mysql', 'user': 'root', 'password': '', 'host': 'localhost', 'port': 3306, 'database': 'shop', 'options': {}}
assert dsn_connection_parts("redis://cache") == {'scheme': 'redis', 'user': '', 'password': '', 'host': 'cache', 'port': 6379, 'database': '', 'options': {}}
assert dsn_connection_parts("MongoDB://a:b:c@h/") == {'scheme': 'mongodb', 'user': 'a', 'password': 'b:c', 'host': 'h', 'port': 27017, 'database': '', 'options': {}}
assert dsn_connection_parts("sqlite://host/x%20y?a=1&&b=%3D") == {'scheme': 'sqlite', 'user': '', 'password': '', 'host': 'host', 'port': None, 'database': 'x y', 'options': {'a': '1', 'b': '='}}
assert [dsn_connection_parts(d)["port"] for d in ("postgres://h/db", "postgresql://h", "MYSQL://h")] == [5432, 5432, 3306]
assert dsn_connection_parts("postgresql://u@h:5432") == {'scheme': 'postgresql', 'user': 'u', 'password': '', 'host': 'h', 'port': 5432, 'database': '', 'options': {}}
assert dsn_connection_parts("x://p@ss@h:1/d") == {'scheme': 'x', 'user': 'p@ss', 'password': '', 'host': 'h', 'port': 1, 'database': 'd', 'options': {}}
assert dsn_connection_parts("postgres://user@:5432/db") is None
assert [dsn_connection_parts(d) for d in ("postgres:/h/db", "://h/db", "mysql://h:abc/db", "mysql://h:/db")] == [None] * 4
