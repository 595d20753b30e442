# query: Split text into sentences after each ".", "!" or "?" that is followed by whitespace or the end of the text,
# except after a "." that ends a word which, without trailing punctuation, is one of the given abbreviations
# (case-insensitive, e.g. "dr"); sentences are trimmed and empty ones dropped.
def split_sentences(text, abbreviations):
    abbrevs = {a.lower() for a in abbreviations}
    sentences = []
    current = ""
    n = len(text)
    for i in range(n):
        current += text[i]
        if text[i] in ".!?" and (i + 1 == n or text[i + 1].isspace()):
            last = current.split()[-1].rstrip(".!?").lower()
            if not (text[i] == "." and last in abbrevs):
                if current.strip():
                    sentences.append(current.strip())
                current = ""
    if current.strip():
        sentences.append(current.strip())
    return sentences

# tests
assert split_sentences("Hello world. How are you? Fine!", []) == ["Hello world.", "How are you?", "Fine!"]
assert split_sentences("", []) == []
assert split_sentences("Call Dr! Now", ["dr"]) == ["Call Dr!", "Now"]
assert split_sentences("Dr. Smith arrived. He sat.", ["dr"]) == ["Dr. Smith arrived.", "He sat."]
assert split_sentences("Dr. Smith arrived.", []) == ["Dr.", "Smith arrived."]
assert split_sentences("Pi is 3.14 exactly. Yes", []) == ["Pi is 3.14 exactly.", "Yes"]
assert split_sentences("Really?! Yes.", []) == ["Really?!", "Yes."]
assert split_sentences("Wait... what", []) == ["Wait...", "what"]
assert split_sentences("See e.g. this. Ok", ["e.g"]) == ["See e.g. this.", "Ok"]
assert split_sentences("Go! Mr. X? Mr.", ["MR"]) == ["Go!", "Mr. X?", "Mr."]
