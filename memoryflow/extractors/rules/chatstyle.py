"""How people type in chat, as tables: casual spellings, fillers, chat tails, and the
markers that say a clause is not a first-hand statement (question, hypothetical, reported
speech, pretend, sarcasm, text handed over as material)."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from memoryflow.extractors.rules.verb_typos import repair_verb_typos

# Casual spelling → the form the patterns read. Whole words, case-insensitive.
CASUAL_SPELLINGS: tuple[tuple[str, str], ...] = (
    (r"im", "I'm"), (r"i m", "I'm"), (r"ive", "I've"), (r"iam", "I am"),
    (r"dont", "don't"), (r"doesnt", "doesn't"), (r"didnt", "didn't"), (r"cant", "can't"),
    (r"wont", "won't"), (r"isnt", "isn't"), (r"arent", "aren't"), (r"wasnt", "wasn't"),
    (r"havent", "haven't"), (r"hasnt", "hasn't"), (r"couldnt", "couldn't"),
    (r"shouldnt", "shouldn't"), (r"wouldnt", "wouldn't"), (r"thats", "that's"),
    (r"whats", "what's"), (r"theres", "there's"), (r"youre", "you're"),
    # "u" inside a name or an abbreviation stays: "u of t", "U.S.", "U-Haul"
    (r"(?<!of )u(?!\s+of\b|\.\w|-)", "you"), (r"ur", "your"), (r"pls|plz|plse|plis", "please"),
    # "kindly reply in Tamil": the polite "kindly" of Indian and West African English
    (r"kindly(?=\s+(?:reply|respond|answer|write|use|give|keep|explain|avoid|don't|do not)\b)",
     "please"),
    (r"tmrw|tmr|tmrow|tomoz|2moro", "tomorrow"), (r"gonna", "going to"), (r"gie", "give"), (r"wanna", "want to"),
    (r"gotta", "have to"), (r"thx|thanx|tnx", "thanks"), (r"(?-i:bc|Bc)|b/c|cuz|coz", "because"),
    (r"yrs", "years"), (r"yr", "year"), (r"mos", "months"), (r"wks", "weeks"),
    (r"fav|fave", "favourite"), (r"(?-i:rn|Rn)", "right now"), (r"w/", "with"), (r"abt", "about"),
    (r"my\s+[a-z]+\s+and\s+i(?=\s+(?:live|moved|have|got|just|are|'re|'ve|own|run))", "we"),
    (r"bf", "boyfriend"), (r"gf", "girlfriend"), (r"hubby", "husband"), (r"i", "I"),
    # an emphatic "do" says the same as the verb alone: "I actually do run a bakery"
    (r"(?:(?<=\bi )|(?<=\bwe )|(?<=actually )|(?<=really ))do(?=\s+(?:run|own|work|live|have|"
     r"teach|speak|keep|play|volunteer)\b)", ""),
    # an emphatic "really am" says the same as "am": "i really am a lab scientist in kano"
    (r"(?<=\bi )(?:really|actually|truly|genuinely|honestly|literally)\s+am(?=\s+(?:a|an)\s)",
     "am"),
    # an intensifier between the subject and its verb says nothing: "i literally teach yoga"
    (r"(?:(?<=\bi )|(?<=\bwe ))(?:literally|genuinely|legit)(?=\s+[a-z])", ""),
    # a polite request in the past tense reads as the directive: "I would be grateful if you
    # avoided bullet points" → "… if you avoid bullet points"
    *(
        (rf"(?<=\bif you ){past}", base)
        for past, base in (
            ("avoided", "avoid"), ("used", "use"), ("kept", "keep"), ("wrote", "write"),
            ("gave", "give"), ("answered", "answer"), ("replied", "reply"), ("left", "leave"),
            ("included", "include"), ("stopped", "stop"), ("skipped", "skip"),
            ("explained", "explain"), ("added", "add"), ("put", "put"), ("spelled", "spell"),
        )
    ),
    # a credential written in capitals after "a"/"an" is the job it names: "I'm a CA,
    # freelance" (a chartered accountant), "an SLP in a school"; only in capitals, since
    # "ca", "ot", "np" are other words in lower case
    *(
        (rf"(?:(?<=\ba )|(?<=\ban ))(?-i:{initials})", job)
        for initials, job in (
            ("CA", "chartered accountant"), ("CPA", "certified public accountant"),
            ("SWE", "software engineer"), ("SLP", "speech-language pathologist"),
            ("NP", "nurse practitioner"), ("OT", "occupational therapist"),
        )
    ),
    # dialect and fast typing drop the g of "-ing": "growin'", and "been growin veg" after
    # the verbs that take an -ing form (never a bare "-in" word: "i'm martin", "berlin")
    (r"(?-i:([a-z]{2,}))in'", r"\1ing"),
    (r"(?:(?<=\bbeen )|(?<=\bkeep )|(?<=\bkept )|(?<=\bstart )|(?<=\bstarted )|(?<=\bstop )|"
     r"(?<=\bstopped )|(?<=\blove )|(?<=\benjoy )|(?<=\bstill ))(?-i:([a-z]{3,}))in", r"\1ing"),
    # "ma" for "my" after a preposition: "on ma allotment", "wi ma dog" (not "ma and da")
    (r"(?:(?<=\bon )|(?<=\bin )|(?<=\bat )|(?<=\bwith )|(?<=\bwi )|(?<=\bfor )|(?<=\bof )|"
     r"(?<=\bfrom )|(?<=\bto ))ma(?=\s+(?!and\b|an\b|&)[a-z])", "my"),
    (r"tl;\s?dr|tl dr", "tldr"),
    (r"fri", "Friday"), (r"thurs", "Thursday"), (r"weds", "Wednesday"),
    # "sat" is also the past of "sit" ("I sat my exam"): a weekday only after on/this/next
    (r"(?<=\bon )sat|(?<=\bthis )sat|(?<=\bnext )sat", "Saturday"),
)  # fmt: skip
_CASUAL = [
    (re.compile(rf"(?<![\w'/])(?:{pattern})(?![\w'/])", re.IGNORECASE), replacement)
    for pattern, replacement in CASUAL_SPELLINGS
]
# Words that open a clause without adding to it.
FILLERS = (
    "ok", "okay", "k", "so+", "well", "actually", "also", "btw", "by the way", "anyway",
    "anyways", "hey", "hi", "hello", "yo", "yeah", "yep", "yes", "nah", "lol",
    "lmao", "haha+", "omg", "ugh+", "ngl", "tbh", "honestly", "basically", "fyi", "jk",
    "no cap", "just kidding", "for real", "big news", "news", "quick q", "quick question", "oh", "oops",
    "sorry", "fun fact", "update", "thanks", "thank you", "cool", "great", "alright", "hmm+",
    "um+", "uh+", "and", "but", "plus", "oh and", "true", "right", "fine", "wait", "ah+",
    "well actually", "funny enough", "just so you know", "for context", "for the record",
    "context", "background", "for what it's worth", "heads up", "random but", "perfect",
    "awesome", "nice", "sure", "sounds good", "makes sense", "got it", "noted", "wow",
    "amazing", "interesting", "i see", "ah ok", "thx", "in the end", "eventually", "at last",
    # a link or a plea before one's own statement: "finally i am taking driving lessons", "and
    # on top of that im doing my masters", "hello please i am applying for …"
    r"finally(?=,?\s+(?:i|i'm|im|i've|ive|we|we're|my|our)\b)", "on top of (?:that|this|it all)",
    r"please(?=,?\s+(?:i|i'm|im|i am|my|we|we're)\b)",
    # discourse that announces the fact: "the funny thing is I actually run a bakery"
    "(?:the )?(?:funny |weird |crazy |sad |real )?thing is", "(?:the )?truth is",
    # the trouble announced before one's own fact: "problem is i'm an icu nurse on 12h shifts"
    r"(?:the )?(?:(?:main|only|big|real) )?(?:problem|issue|catch|trouble|challenge) is(?=,?\s+(?:i|i'm|im|my|we|we're)\b)",
    "to be (?:honest|fair)", "tbf", "long story short", "in all honesty", "realistically",
    "in reality", "in real life", "(?:a |small |little |quick |full )?confession", "guess what",
    # out of a role-play, back to oneself: "reality = im a junior QA", "real me: …", "irl"
    "reality", "real me", "irl",
    "seriously", "frankly", "truthfully", "personally", "dear", "tho", "though",
    "(?:ok(?:ay)?|so) long (?:one|message|post)", "sorry", "yaar", "arre", "acha", "accha",
    # a narrative link or a preface before the fact: "then", "a bit of background:"
    "then", "(?:a (?:bit|little) of |some |quick |brief )(?:background|context)", "first off",
    "first of all", "to start", "meanwhile", "hola", "halo", "hallo", "ciao", "salut", "oi",
    # the one addressed, before the statement: "machan I drive a tuk tuk in Colombo"
    "machan", "bro", "bruh", "bhai", "mate", "dude", "fam", "guys", "sir", "madam", "ma'am", "maam",
    # a preamble announcing what the user says next, not speech reported: "I have to say
    # I'm a nurse", "I must admit I'm vegetarian" ("I can't say I'm …" is no preamble)
    r"i(?: must| have to| got to| will|'ll| should| can| do) (?:say|admit)(?=,?\s+(?:i|i'm|my|we|we're)\b)",
    # a polite request before the directive: "I would ask that you never use headings"
    r"i(?: would|'d) (?:ask that you|ask you to|like you to|want you to)",
    r"i(?: would|'d) (?:be (?:very |most |so )?grateful|appreciate it|prefer it) if you(?: would| could)?",
)  # fmt: skip
# (a filler may be set off by an equals sign as by a colon: "reality = im a junior QA")
FILLER = re.compile(r"^(?:(?:" + "|".join(FILLERS) + r")\b(?:\s*=)?[,:!.]*\s*)+", re.IGNORECASE)
# Chat tails: words after the statement that carry no content.
TAILS = (
    "lol", "lmao", "haha+", "hehe", "tbh", "btw", "ngl", "xd", "though", "tho", "too", "obvs",
    "as well", "anyway", "right", "ok", "innit", "honestly", "fyi", "haha",
    "so yeah", "yeah", "really", "i guess", "i think", "lmk", "smh", "omg", "actually",
    "ugh+", "sigh", "fml", "yay", "wo+", "rip", "lol+", "x+d", "jk", "\\?+", "!+",
    # an aside on relevance, not a condition: "based in swindon if that matters for the rules"
    "if (?:that|it|this) (?:matters|helps|counts)(?: [\\w']+){0,5}", "if (?:that's|it's) relevant",
    "if relevant", "if you (?:need|must|want) to know", "if you care", "if that makes sense",
    # "im vegetarian if recipes come up", "in case the email mentions an interpreter"
    "if (?:[\\w']+ ){1,3}comes? up", "in case (?:[\\w']+ ){1,3}(?:comes? up|matters|mentions?(?: [\\w']+){1,4})",
)  # fmt: skip
TAIL = re.compile(r"(?:[\s,]+(?:" + "|".join(TAILS) + r"))+\s*$", re.IGNORECASE)

QUESTION_START = re.compile(
    r"^(?:(?:are|is|am|do|does|did|can|could|would|should|will|shall|have|has|was|were)\s+"
    r"(?:you|i|we|he|she|it|they|there|this|that|these|those|my|your|the|anyone|any|u)\b|"
    r"(?:what|what's|how|why|when|where|who|whom|which|whose|any|anything|anyone|tips|ideas|"
    r"thoughts|recommend|suggestions?)\b(?!'))",
    re.IGNORECASE,
)
HYPOTHETICAL = re.compile(
    r"(?<!even )\bif\b(?! you\b)|\b(?:unless|suppose|supposing|imagine|pretend|pretending|hypothetically|what if|"
    r"let's say|i wish|wish i|as if|in case|assuming|whether|would be|i'd be|i would be|"
    r"i would have|i'd have|i could|i might|i may|maybe|perhaps|someday|one day i|"
    r"thinking (?:about|of)|considering|dream(?:ed|t)? (?:of|about)|sound like|sounds like|"
    r"look like|as though|in the story|my character|the character|in character)\b",
    re.IGNORECASE,
)
# A condition trailing a first-hand habit or plan states when, not whether: "i get migraines
# if i skip meals", "gonna repaint the fence this weekend if it doesnt rain". The part before
# the "if" is read on its own when it has no hypothetical of its own.
CONDITION_TAIL = re.compile(
    r"^(?P<main>(?:i|i'm|im|i've|we|we're|my|our|gonna|going to)\b.+?)\s*,?\s+"
    r"(?:if|unless)\s+(?:i|i'm|im|it|it's|its|we|my|the|there|they)\b.*$",
    re.IGNORECASE,
)
# A plan on the user's own condition is still a maybe: "i'll move to tokyo next year if i get
# the job", "gonna quit if i dont get the raise" (a habit on one is not: "i get migraines if i
# skip meals").
PLAN_ON_OWN_CONDITION = re.compile(
    r"^(?:i'll|i will|we'll|we will|gonna|going to|i'm gonna|im gonna|i'm going to|"
    r"im going to|we're going to|i'm \w+ing|im \w+ing|we're \w+ing)\b.+?\s*,?\s+"
    r"(?:if|unless)\s+(?:i|i'm|im|we|we're|my|our)\b",
    re.IGNORECASE,
)
# Conditions reach into the next clause: "if I get the job, I'm moving to Oslo".
CONDITION_START = re.compile(
    r"^(?:if|unless|suppose|supposing|imagine|what if|assuming|in case|once|when|"
    # "si gano, …", "se eu passar, …", "wenn ich gewinne, …": the same in other languages
    # (a bare "si," is a yes, and a bare "se" a pronoun as often)
    r"si(?=\s+[^\s,.!])|se eu|se io|wenn|falls|"
    # a dream goes on in the next clause: "my dream is to quit and (…) work at nintendo"
    r"(?:(?:honestly|tbh|ngl)\s+)?(?:my|the)\s+(?:dream|fantasy)(?:\s+job)?\s+(?:is|was|would\s+be)"
    r"\s+to|i(?:'d|\s+would)\s+(?:love|like)\s+to)\b",
    re.IGNORECASE,
)
REPORTED = re.compile(
    r"\b(?:said|says|say that|told me|tells me|telling me|thinks|think i|thought that|"
    # "claims" reports only before what is claimed ("she claims that…"), not "insurance claims"
    r"claim(?:s|ed)(?=\s+(?:that|to|i|i'm|he|she|it|it's|they|you|we|my|his|her|their|the)\b)|"
    r"mentioned|according to|asked me|asks me|wrote|writes|believes|heard|"
    r"reckons|is convinced|apparently|accused)\b",
    re.IGNORECASE,
)
# "no matter what dispatch says", "whatever my boss thinks": a concession, not someone's
# words reported; the clause stays the user's own ("since then i never push past 10 hrs no
# matter what dispatch says").
CONCEDED_SAYING = re.compile(
    r"\b(?:no matter what|whatever|regardless of what)\s+(?:[\w']+\s+){1,3}?"
    r"(?:says|said|thinks|thought|tells me)\b",
    re.IGNORECASE,
)
# A request to the assistant phrased as a question is still a directive.
DIRECTIVE_QUESTION = re.compile(
    r"^(?:can|could|would|will)\s+you\s+(?:please\s+)?(?:always|never|stop|keep|"
    r"(?:start\s+)?(?:answer|reply|respond|write|talk|explain|use|give)\w*\b.*\b"
    r"(?:from now on|going forward|in (?:the )?future|always|every time))",
    re.IGNORECASE,
)
# Role-play and pieces to write are read in `rules/fiction.py`.
# Irony markers: what the sentence says is not what the user means.
SARCASM = re.compile(
    "[\U0001f643\U0001f644\U0001f612]|\\b(?:obviously|yeah right|yeah because|sure,|"
    "totally|as if|oh great|because everyone loves|said no one)\\b",
    re.IGNORECASE,
)
# Irony of fate, not sarcasm: "im a nail tech and ironically ive developed an allergy to
# acrylic 🙃" means every word of it; the wry emoji is about the luck, not the facts.
IRONY_OF_FATE = re.compile(r"\bironically\b|\bthe irony\b", re.IGNORECASE)
# Text handed over as material ("proofread this: …", "rewrite: …", "my coworker sent
# this: …"): what follows the colon is someone's text, not a statement by the user. "this"
# alone is no sign of it: "I'm working on this: a chatbot", "here's the thing: I'm a nurse".
MATERIAL_INTRO = re.compile(
    r"\b(?:translate|translation|rewrite|reword|proofread|correct|fix|edit|check|review|"
    r"summari[sz]e|improve|polish|format|paraphrase|bio|email|letter|draft|post|caption|"
    r"message|text|sent|says|said|wrote|read|tone|below|ad|advert|posting|"
    # within one sentence: "proofread my cover letter? Context: I left Lyon" hands over nothing
    r"listing|description|spec|tweet|review)\b[^:.?!\n]*:",
    re.IGNORECASE,
)
LETTER_START = re.compile(r"^\s*(?:dear|to whom it may concern)\b", re.IGNORECASE)


@lru_cache(maxsize=4096)  # a message's sentences are normalised by several readers
def normalise_casual(text: str) -> str:
    """Apostrophes, casual spellings and emoji: "im a welder lol 🔥" → "I'm a welder lol ,"."""
    text = text.replace("\u2019", "'").replace("\u2018", "'").replace("`", "'")
    text = repair_verb_typos(text)
    for pattern, replacement in _CASUAL:
        text = pattern.sub(replacement, text)
    return replace_emoji(text, ",")


def replace_emoji(text: str, by: str) -> str:
    """Emoji and pictographs end a clause, like a comma ("vet here 🐶 I work at …")."""
    out: list[str] = []
    for char in text:
        if ord(char) > 0x2000 and unicodedata.category(char) in ("So", "Sk", "Cn", "Mn"):
            if not out or out[-1] != by:
                out.append(by)
        elif char == "\ufe0f" or char == "\u200d":
            continue
        else:
            out.append(char)
    return "".join(out)


def strip_chat(text: str) -> str:
    """A clause without its leading fillers and trailing chat tails."""
    previous = None
    while previous != text:
        previous = text
        text = FILLER.sub("", text.strip()).strip()
        text = TAIL.sub("", text).strip().rstrip(".!?,;: ").strip()
    return text
