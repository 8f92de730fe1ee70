"""Role-play and writing requests: which clauses speak as a character and which are the
user's own facts said beside the task.

Who plays whom decides it. When the user takes a part ("you're a barista and I'm a
customer", "I'll be an elf ranger") their "I" is the character until they leave the scene.
When only the assistant gets a part ("pretend you're my nonna", "role-play as a hiring
panel", "can you play a pirate captain for my grandson"), the user stays themselves: only
the words describing the part ("… from Naples, 84, who scolds me") and a name to be called
by in the scene are the role's. A piece to write ("write a bedtime story about a bee") is
fiction in its own clauses and in the directions about it ("make it angsty", "call the bee
Pipi"), while what the user says about themselves beside it stays true ("It's for my
daughter, she's 4. We keep bees"); a piece told in the user's own voice ("write a story
where I'm a dragon", "in the first person") is fiction throughout. Who a piece or a task is
for is the user's own fact: "can you play a pirate for my grandson Emil" says they have a
grandson."""

from __future__ import annotations

import re

_PIECES = (
    r"story|stories|poem|poems|scene|song|lyrics|script|dialogue|fanfic|fan fiction|bio|"
    r"speech|joke|haiku|limerick|lullaby|rap|verse|sonnet|toast|eulogy|monologue|fairy ?tale|"
    r"fable|diary entry|one-shot|screenplay|ballad|bedtime story|short story"
)
# A piece asked for: "write me a short motivational poem", "help me with a speech", "turn
# this into a short poem", "make up a story". The verb comes first, within a few words; with
# a subject before it, it is something one does ("I write haiku every morning").
_PIECE_ASKED = re.compile(
    rf"\b(?:write|tell|make up|create|compose|draft|come up with|help me (?:write|with)|"
    rf"turn (?:this|it|that) into|continue)\b(?:\s+[\w'-]+){{0,6}}?\s+(?:{_PIECES})\b",
    re.IGNORECASE,
)
_SUBJECT_BEFORE = re.compile(
    r"\b(?:i|we|he|she|they|i'm|we're|i've)(?:\s+(?:also|still|just|often|usually|sometimes|"
    r"always|never|now|mostly|love to|like to|used to))?\s*$",
    re.IGNORECASE,
)


def asks_for_piece(text: str) -> bool:
    """Whether the text asks for a piece to be written (not "I write haiku")."""
    return any(not _SUBJECT_BEFORE.search(text[: m.start()]) for m in _PIECE_ASKED.finditer(text))


# A piece in the user's own voice: every "I" of the message is the narrator's.
FIRST_PERSON_FICTION = re.compile(
    r"\b(?:where|in which|as if|as though|in that)\s+(?:i|i'm|i am|i was|i were|me)\b|"
    r"\bin (?:the )?first person\b|\bfrom my (?:point of view|perspective)\b|\bstarring me\b|"
    r"\bi(?:'m| am) the (?:hero|main character|narrator|protagonist)\b",
    re.IGNORECASE,
)
# Words that place a clause inside the fiction wherever it stands.
FICTION_CUE = re.compile(
    r"\b(?:my oc|the oc|the hero|the heroine|the villain|the protagonist|the narrator|"
    r"the main character|in the poem|in the speech|in the scene|in the song)\b",
    re.IGNORECASE,
)

# a part is a noun phrase, not a degree ("could you be a bit less formal")
_PART = r"(?:a|an|my|the|some|our)\s+(?!bit\b|little\b|lot\b|tad\b|touch\b|bit more\b)\w"
# The assistant given a part: "pretend you're my nonna", "act as a strict examiner",
# "can you role-play as a hiring panel", "can you play a pirate captain", "be my coach".
ROLE_FOR_ASSISTANT = re.compile(
    rf"\bpretend (?:that )?(?:you're|you are|your|to be)\b|\b(?:act|acting) as\b|"
    rf"\bplay the (?:role|part) of\b|\brole[- ]?play (?:as\s+)?{_PART}|\brole[- ]?play as\b|"
    rf"\b(?:can|could|would|will) you (?:please )?(?:play|be|pretend to be) {_PART}|"
    rf"^(?:please )?(?:play|be) (?:a|an|my) \w",
    re.IGNORECASE,
)
# The user given a part: "you're a food journalist and I'm a famous chef", "your a grumpy
# pirate captain and I'm your new cabin boy", "I'll be a young elf ranger", "and I am the
# project manager who must answer you".
# Both parts given at once sets a scene even without the word role-play.
BOTH_PARTS = re.compile(
    r"\b(?:you're|you are|your)\s+(?:[\w'-]+\s+){1,8}?(?:and|,)\s*(?:I'm|I am|I will be|I'll be)\s+"
    r"(?:a|an|the|your|my)\b",
    re.IGNORECASE,
)
USER_ROLE = re.compile(
    rf"{BOTH_PARTS.pattern}|"
    r"\b(?:I'll|I will)\s+(?:be|play)\s+(?:a|an|the|your)\b|\bI(?:'m| am) playing\b|"
    r"\band I(?:'m| am) (?:the|your|a|an)\b",
    re.IGNORECASE,
)
# A role-play named without saying who plays whom: the user's "I" is taken as a character.
ANY_ROLEPLAY = re.compile(
    r"\b(?:role[- ]?play|rp|let'?s pretend|let'?s play a game|play a game)\b", re.IGNORECASE
)
# A role-play for practice ("role-play an angry customer so I can practise") has the user
# playing themselves: what they say about themselves is still true.
PRACTICE = re.compile(
    r"\b(?:so (?:that )?i can (?:practi[sc]e|prepare|rehearse|get better)|to (?:practi[sc]e|rehearse)|"
    r"for practice|mock interview|interview me|practi[sc]e (?:for|my))\b",
    re.IGNORECASE,
)
# Leaving the scene: what follows is the user speaking as themselves again.
PRETEND_END = re.compile(
    r"\b(?:stop the role[- ]?play|end (?:the )?role[- ]?play|out of character|ooc|"
    r"for real|that was (?:fun|useful|great|good)|back to reality|enough role[- ]?play|"
    r"stop role[- ]?playing|jk|just kidding|seriously though|real question|"
    r"break(?:ing)? character|in real life|irl|stop there|end (?:of )?scene|"
    # a marker of reality: "ok answering in character, but this really happened: …"
    r"true story|(?:this|that|it) (?:really|actually) happened|this is (?:real|true))\b|"
    # "haha ok break", not "I need a break"
    r"\b(?:ok|okay|lol|haha+|alright|right|let's)[,\s]+break\b(?!\s+(?:from|for|is|was))",
    re.IGNORECASE,
)
# A stage direction in asterisks ("*slams coin pouch on the counter*", "*finn trips over a
# rope*"): the message is spoken in character.
IN_CHARACTER_ACTION = re.compile(r"(?:^|\n)\s*\*[a-z][^*\n]*\s[^*\n]+\*", re.IGNORECASE)
# A name to be called in the scene: "call me Marco".
SCENE_NAME = re.compile(r"^(?:and\s+)?(?:please\s+)?call me\b", re.IGNORECASE)
# A direction about the piece, opening a sentence without a subject: "make it angsty",
# "name the bee Pipi", "no murders please". One that says it holds for every answer ("from
# now on", "always") is a preference, not a direction.
PIECE_DIRECTION = re.compile(
    r"^(?:and\s+|also\s+|oh\s+and\s+)?(?:please\s+)?(?:make|keep|add|include|give|name|call|set|"
    r"end|start|use|put|have|let|change|turn|write|continue|try|mention|throw|skip|avoid|say|"
    r"open|finish|leave|cut|remove|rewrite|begin|no|more|less|something|maybe)\b",
    re.IGNORECASE,
)
STANDING = re.compile(
    r"\b(?:always|never|from now on|going forward|in future|in general|every time|for all)\b",
    re.IGNORECASE,
)

# A request to the assistant, and who it is for: "can you play a pirate captain for my
# grandson Emil", "write a bedtime story for my daughter".
_REQUEST = re.compile(
    r"^(?:(?:can|could|would|will) you (?:please )?|please )?"
    r"(?:write|tell|make|create|compose|draft|play|be|plan|help|suggest|recommend|design|draw|"
    r"find|give|come up with|put together|role[- ]?play|act|pretend|translate|proofread|review|"
    r"check|fix|edit|rewrite|turn|do|pick|choose|think of|organi[sz]e)\b",
    re.IGNORECASE,
)
_FOR_WHOM = re.compile(
    r"\bfor (?P<who>(?:my|our) (?!own\b)[\w-]+(?: [A-Z][\w-]+)?)(?!')", re.IGNORECASE
)


# A game both play: "let's pretend you're a pirate and I hate the sea".
_BOTH_PLAY = re.compile(r"\blet'?s (?:pretend|play a game|play make[- ]believe)\b", re.IGNORECASE)


_YOU_ARE = re.compile(r"^\s*(?:you're|you are|your)\s+(?:a|an|my|the)\b", re.IGNORECASE)


def opens_scene(part: str) -> bool:
    """Whether this clause, of a sentence with a role cue, is where the scene opens (the
    split at "and I'm" leaves "you're a receptionist" a clause of its own)."""
    return bool(
        ROLE_FOR_ASSISTANT.search(part) or ANY_ROLEPLAY.search(part) or _YOU_ARE.match(part)
    )


def role_cue(sentence: str, following: str) -> str:
    """Who a role-play named in this sentence gives a part: "user" (their "I" is a
    character), "assistant" (they stay themselves), or "" (no role-play here)."""
    if BOTH_PARTS.search(sentence):
        return "user"
    if not (ROLE_FOR_ASSISTANT.search(sentence) or ANY_ROLEPLAY.search(sentence)):
        return ""
    if USER_ROLE.search(sentence) or USER_ROLE.search(following) or _BOTH_PLAY.search(sentence):
        return "user"
    if ROLE_FOR_ASSISTANT.search(sentence) or PRACTICE.search(sentence):
        return "assistant"
    return "user"


def audience(text: str) -> str:
    """Who a request is for, as a statement the family readers know: "it's for my grandson
    Emil"; "" when the clause is no request or names no one of the user's."""
    if not _REQUEST.match(text):
        return ""
    m = _FOR_WHOM.search(text)
    return f"it's for {m['who']}" if m else ""
