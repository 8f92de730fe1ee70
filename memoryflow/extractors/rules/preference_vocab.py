"""The words the preference rules read with: languages, answer styles and manners, what one
asks not to get, pastimes and their objects, how often a habit happens, casual liking and
foods one cannot eat; and the scope a directive is about."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.lexicon import LANGUAGES, PRONOUN_OBJECTS, alternation

# Mixed languages are answer languages too ("reply in hinglish only pls").
LANG = alternation(LANGUAGES) + "|hinglish|spanglish|taglish|franglais|singlish"

CODE_LANG = (
    r"python|go|golang|rust|javascript|js|typescript|ts|java|kotlin|swift|ruby|php|c\+\+|c#|"
    r"c|sql|bash|shell|r|scala|haskell|elixir|lua|dart"
)

DIRECTIVE_VERBS = (
    r"use|add|include|give|write|answer|reply|respond|start|end|apologi[sz]e|call|suggest|"
    r"recommend|repeat|summari[sz]e|append|attach|put|send|show|translate|format|explain|mention|assume|"
    r"make|keep|be|talk|speak|sign|open|close|list|number|bold|cite|ask|correct|refer|lecture|"
    r"tell|provide|check|double-check|greet|offer|flag|point out|remind|say|sugarcoat|spell"
)

YOU = r"(?:please\s+)?(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?)?"

LATER = r"(?:\s+(?:from now on|going forward|in (?:the )?future|every time|always|please))*"

STYLE = (
    r"short|brief|concise|simple|direct|formal|casual|detailed|honest|blunt|patient|gentle|"
    r"critical|friendly|straightforward|succinct|precise|technical|thorough|professional|"
    r"neutral|warm|playful|serious"
)

MANNER = (
    r"step by step|in detail|simply|in simple terms|in plain english|briefly|with examples|"
    r"with sources|as a table|in a table|as a list|in bullet points|like i'm (?:5|five)|"
    r"with code examples|with code|with citations|slowly|one (?:step|question|thing|topic) at a time|in small steps|"
    r"without (?:the\s+)?(?:jargon|technical terms|maths?|fluff|acronyms)|in layman'?s terms"
)

NO_WHAT = (
    r"bullet points|bullets|emojis?|jargon|lists|tables|markdown|headings|headers|"
    r"disclaimers|fluff|small talk|filler|long answers|walls? of text|essays|caveats|apologies|"
    r"lectures|moralising|moralizing|emoji"
)

HABIT_FREQ = re.compile(
    r"\b(?:most\s+(?:days|mornings|afternoons|evenings|nights|weekends)|every other day|"
    r"(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twenty|a few|a couple of)\s*(?:x\s+|[a-z]+\s+)?"
    r"(?:a|per)\s+(?:day|week|month)|every\s+(?:single\s+)?(?:day|morning|night|evening|week|weekend|month|(?:mon|tues|"
    r"wednes|thurs|fri|satur|sun)day)|\d+\s+times\s+a\s+(?:day|week|month)|(?:once|twice|"
    r"three times)\s+a\s+(?:day|week|month)|daily|weekly|most (?:days|mornings|evenings)|"
    r"each (?:day|morning|week))\b"
)

HABIT_SKIP = {"am", "was", "have", "had", "will", "would", "think", "feel", "need", "want",
               "ask", "get", "guess", "hope", "mean", "know", "can", "can't", "don't", "just"}  # fmt: skip

OBJ_BAD_START = re.compile(
    rf"^(?:{'|'.join(PRONOUN_OBJECTS)}|your|how|what|the way|the idea|not to|"
    r"to (?:know|ask|think|say|believe|hear|see|be honest|keep it))\b"
)

# "too" is a tail only at the end ("i love it too"); "anything too spicy" keeps it.
# What is said after the thing liked: "especially…", and a consequence that opens a clause of
# its own ("i hate cooking so nothing where i gotta prep stuff").
OBJ_TAIL = re.compile(
    r"\s+(?:especially|though|tho|as well|a lot|so much)\b.*$|\s+too$|"
    r"\s+so\s+(?:nothing|no|none|anything|something|i|i'm|we|please|pls|can|could|don't|maybe|"
    r"just|keep|make|give|skip|avoid)\b.*$"
)

ADVERB_WORD = {"don't ever": "never", "do not ever": "never", "don't": "not", "do not": "not"}

PERSONAL = {"honest", "blunt", "patient", "gentle", "critical", "friendly", "direct"}

# "obsessed with ska", "hooked on sudoku", "a sucker for a good pun": liking, said casually.
KEEN = (
    r"obsessed with|addicted to|hooked on|crazy about|mad about|nuts about|sucker for|"
    r"a sucker for|a big fan of|in love with|all about"
)

# "coriander tastes like soap to me", "mushrooms make me gag": a food one cannot eat. The
# subject is a bare food ("the soup tastes off" is about one dish, not a dislike).
FOOD_WORDS = r"(?!(?:it|this|that|the|my|your|his|her|their|our|everything|something)\b)[a-z][\w-]*(?:\s+[\w-]+)?"

TASTES_BAD = (
    r"tastes? like (?:soap|dirt|soil|metal|feet|cardboard|garbage|rubbish|crap|shit|death|"
    r"medicine|perfume|chemicals|nothing)|tastes? (?:awful|horrible|disgusting|gross|vile|weird|"
    r"wrong)(?: to me)?|makes? me (?:gag|heave|sick|want to throw up)|(?:is|are) (?:disgusting|"
    r"gross|vile|revolting) to me"
)

# Hobbies and habits said plainly ("I run ultras", "I listen to true crime podcasts all night"):
# verbs that take no object, and verbs whose object is the pastime itself. What a verb must
# not be followed by keeps out "I run a bakery", "I play it safe", "I read the docs".
PASTIME_ALONE = (
    "knit", "crochet", "surf", "climb", "boulder", "swim", "cycle", "garden", "fish", "hike",
    "ski", "snowboard", "skate", "sew", "meditate", "journal", "bake", "paint", "draw", "sing",
    "dance", "golf", "skateboard", "kayak", "row", "sail",
)  # fmt: skip

# Instruments played, animals kept and languages written are who the user is (identity).
PASTIME_OBJECT = ("run", "play", "listen to", "drink", "watch", "read", "collect", "do", "brew",
                   "lift", "grow")  # fmt: skip

INSTRUMENTS = re.compile(
    r"(?:the\s+)?(?:guitar|bass|drums|piano|violin|cello|sax\w*|trumpet|ukulele|uke|flute|"
    r"clarinet|harp|keys|keyboard|trombone|viola|banjo|mandolin|harmonica|accordion|oboe|tuba|"
    r"double bass|organ)\b"
)

PASTIME_BAD_OBJECT = re.compile(
    rf"(?:{'|'.join(PRONOUN_OBJECTS)}|a|an|the|my|our|his|her|their|your|into|in|on|out|up|"
    r"away|late|low|short|errands|things|stuff|nothing|everything|something|what|how|when|if|so|"
    r"too|very|well|fine|around|across|over|through|back|numbers|to|for|with|at|by|about|"
    r"like|just|more|less|better|worse|again|only)\b"
)

QUANTITY = (
    r"(?:way\s+too\s+much|too\s+much|too\s+many|a\s+lot\s+of|lots\s+of|loads\s+of|tons\s+of)\s+"
)

DO_PASTIMES = re.compile(
    r"(?:yoga|pilates|crossfit|pottery|karate|judo|jiu.?jitsu|bjj|boxing|muay thai|ballet|"
    r"parkrun|triathlons?|improv|calisthenics|taekwondo|kickboxing|martial arts|archery|"
    r"fencing|rowing|spin|zumba|hiit|aikido|capoeira|powerlifting|weightlifting)\b"
)

GROUPS = r"(?:a|an|the)\s+(?:[\w-]+\s+){0,2}?(?:league|band|team|orchestra|choir|club|group)\b"


def answer_scope(text: str) -> str:
    low = text.lower()
    if re.search(rf"\b(?:in\s+(?:{LANG})|language|the\s+(?:{LANG}))\b", low):
        return "language"
    if re.search(
        r"\b(?:markdown|bullet|table|list|code blocks?|headings?|emojis?|bold|format|"
        r"units?|spelling|metric|imperial|latex|dates?|times?)\b",
        low,
    ):
        return "format"
    if re.search(
        r"\b(?:answers?|responses?|repl(?:y|ies)|concise|short|brief|detail|verbose|"
        r"tone|formal|casual|jargon|explain|apolog|examples?|sources?|emoji|honest|code|words?|"
        r"simple|plain|pleasantries|intros?|preamble|recaps?|paragraphs?|sentences?|length|"
        r"greetings?|sign-?offs?|wording|vocabulary|basics|theory|waffle|filler|fluff|"
        r"small talk|caveats?|disclaimers?|warnings?)\w*",
        low,
    ):
        return "response_style"
    return "general"
