# query: Compute a fingerprint key for clustering near-identical names: remove accents, lowercase, delete every
# character that is neither alphanumeric nor whitespace, split into words, drop repeated words and join the sorted
# words with single spaces ("Cruise, Tom" and "tom  CRUISE" share the key "cruise tom").
import unicodedata
def cluster_fingerprint(text):
    folded = unicodedata.normalize("NFKD", text.strip().lower())
    cleaned = []
    for ch in folded:
        if ch.isalnum() or ch.isspace():
            cleaned.append(ch)
    tokens = sorted(set("".join(cleaned).split()))
    return " ".join(tokens)

# tests
assert cluster_fingerprint("Cruise, Tom") == "cruise tom"
assert cluster_fingerprint("tom  CRUISE") == "cruise tom"
assert cluster_fingerprint("") == ""
assert cluster_fingerprint("!!!") == ""
assert cluster_fingerprint("Café Zoë") == "cafe zoe"
assert cluster_fingerprint("a b a") == "a b"
assert cluster_fingerprint("B-52 bomber") == "b52 bomber"
assert cluster_fingerprint("New York, NY 10001") == "10001 new ny york"
