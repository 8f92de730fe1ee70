"""First-person frames in a few other languages, rewritten into the English the patterns
read: "soy veterinaria en Valencia" → "I'm a vet in Valencia", "sono di Bari" → "I'm from
Bari", "main QA engineer hoon" → "I'm QA engineer", "tengo dos gatos" → "I have two cats".

Only a clause that opens with one of these frames is rewritten, and only its common words
(numbers, a few job and animal nouns, "in"), so English text is never touched. Titles come
out in English because the patterns build them from the rewritten clause."""

from __future__ import annotations

import re

from memoryflow.extractors.rules import foreign_asks, foreign_frames, foreign_trades, foreign_words
from memoryflow.extractors.rules.foreign_jobs import JOB_WORDS

# (frame at the start of a clause, English frame). Order matters: "soy de" before "soy".
FRAMES: tuple[tuple[str, str], ...] = (
    *foreign_asks.ASK_FRAMES,
    *foreign_frames.FRAMES,
    *foreign_trades.TRADE_FRAMES,
    (r"(?:soy|sou|sono|je suis|ich bin|ik ben)\s+(?:de|di|da|do|aus|uit)\b", "I'm from"),
    # "je viens d'arriver à Montréal", "je viens de m'installer à Lyon": French says "I
    # have just" with "venir de" and a verb; having just arrived or moved is a new home
    (r"je\s+viens\s+d(?:'arriver|e\s+(?:déménager|demenager|m'installer|emménager|emmenager))"
     r"\s+(?:à|a)(?=\s+(?!l'|la\s|le\s|les\s)\w)", "I just moved to"),
    # "je viens de finir", "je viens d'acheter": a recent act, not where one is from
    (r"(?:vengo|venho)\s+(?:de|di|da|do)\b|ich komme aus|ik kom uit|"
     r"je\s+viens\s+d(?:e\b|')(?!\s*(?:m'|me\s|t'|s'|se\s|(?-i:[a-zéèêâ]+(?:er|ir|re|oir)\b)))",
     "I'm from"),
    (r"(?:lavoro|trabajo|trabalho)\s+(?:come|como|de)|je travaille comme|ich arbeite als",
     "I work as a"),
    (r"(?:soy|sou|sono|je suis|ich bin|ik ben)(?:\s+(?:un|una|uno|um|uma|une|ein|eine|een))?",
     "I'm a"),
    (r"(?:tengo|tenho|ho|j'ai|ich habe|ik heb)(?=\s+(?:un|una|uno|um|uma|une|ein|eine|een|dos|"
     r"dois|duas|due|deux|zwei|twee|tres|três|tre|trois|drei|drie|\d+)\b)", "I have"),
    (r"main\s+(?P<what>.+?)\s+(?:hoon|hun|hu|hoo)\b", "I'm \\g<what>"),
    # Indonesian and Malay: "aku tinggal di Bandung", "kerja sebagai guru"
    (r"(?:aku|saya)\s+tinggal\s+di", "I live in"),
    (r"(?:aku\s+|saya\s+)?(?:bekerja|kerja)\s+sebagai", "I work as a"),
)  # fmt: skip

# Words of a rewritten clause, into English.
WORDS: tuple[tuple[str, str], ...] = (
    *foreign_words.RELATIVE_WORDS,
    *foreign_words.STATE_WORDS,
    *foreign_words.SUBJECT_WORDS,
    *foreign_words.HERE_WORDS,
    *foreign_words.PASTIME_WORDS,
    *foreign_words.LANGUAGE_WORDS,
    *foreign_words.SWAHILI_JOBS,
    *foreign_words.NATIONALITY_WORDS,
    *foreign_words.KEPT_WORDS,
    *foreign_asks.ASK_WORDS,
    *foreign_trades.TRADE_WORDS,
    (r"en una|en un|em uma|em um|numa|num|in una|in un|dans une|dans un|in einer|in einem",
     "at a"),
    *foreign_words.WORKPLACE_WORDS,
    # an employer named after the job: "Lokführer bei DB Cargo", "chez Renault", "bij Philips"
    (r"(?:bei|chez|bij)(?=\s+(?-i:[A-Z]))", "at"),
    # Arabic "fi" (in) before a place: "ana flutter developer fi cairo"
    (r"fi(?=\s+[a-z])", "in"),
    # a place after the job: "en Valencia", "a Roma", "à Lyon", "in Pune"
    (r"(?:en|em|à|a|in|no|na)(?=\s+(?-i:[A-ZÁÉÍÓÚ]))", "in"),
    (r"un|una|uno|um|uma|une|ein|eine|een", "a"), (r"dos|dois|duas|due|deux|zwei|twee", "two"),
    (r"tres|três|tre|trois|drei|drie", "three"),
    (r"gat[oi]s?|gatas?|gatti|chats?|katzen?|katten?", "cats"),
    (r"perros?|cani|cane|chiens?|hunde?|cachorros?|honden?", "dogs"),
    (r"hij[oa]s|figli|filhos", "kids"),
    (r"enfants|kinder|kinderen", "children"),  # "j'ai 3 enfants": children, as it says
    (r"enfermer[oa]|infermier[ae]|infirmière|infirmier|krankenschwester|enfermeira|"
     r"verpleegkundige", "nurse"),
    (r"veterinari[oa]|vétérinaire|tierärztin|tierarzt|veterinária|dierenarts", "vet"),
    # a teacher of a subject: "prof de ballet" → "ballet teacher"
    (r"(?:prof|professeure?|profesora?|maestr[oa])\s+(?:de|d')\s*(\w+)", "\\1 teacher"),
    (r"guru\s+sd", "primary school teacher"), (r"guru", "teacher"),
    (r"rabin[oa]|rabbin|rabbino", "rabbi"), (r"sacerdote|prêtre", "priest"),
    (r"de(?=\s+(?:a|la|el)\b)", "of"),  # "de una comunidad", its "una" already "a"
    (r"profesora?|professore|professoressa|insegnante|maestr[oa]|professeure?|lehrerin|lehrer|"
     r"professora|leraar|lerares", "teacher"),
    (r"médic[oa]|medico|medica|médecin|ärztin|arzt", "doctor"),
    (r"abogad[oa]|avvocat[oa]|avocate?|anwältin|anwalt|advogad[oa]|advocaat", "lawyer"),
    (r"camarer[oa]|camerier[ea]|serveuse|serveur|kellnerin|kellner|garçom|garçonete",
     "waiter"),
    (r"ingenier[oa]|ingegnere|ingénieure?|ingenieurin|ingenieur|engenheir[oa]", "engineer"),
    (r"cociner[oa]|cuoc[oa]|cuisinière|cuisinier|köchin|cozinheir[oa]", "cook"),
    (r"programador[a]?|programmatore|programmeuse|programmeur|programmiererin|programmierer",
     "programmer"),
    (r"desarrollador[a]?|sviluppatore|développeuse|développeur|entwicklerin|entwickler", "developer"),
    (r"estudiante|studente|studentessa|étudiante?|studentin|estudante", "student"),
    *JOB_WORDS,
    *foreign_words.COMPOUND_JOBS,
)  # fmt: skip

# English the rewriting leaves awkward: "I'm a married" (a state takes no article), "is
# engineer" (a job after a relative takes one, as English needs it to read a job).
_FIXES = (
    (
        re.compile(
            r"\bI'm a (?=(?:married|divorced|retired|pregnant|allergic|diabetic|coeliac|"
            r"from|in|at|here|\d|(?-i:[A-Z])[a-z]+(?:an|ese|ish|ch)\b))"
        ),
        "I'm ",
    ),
    (
        re.compile(
            r"\bis (?!a |an |the |called )(?=(?:[a-z]+(?:er|or|ist|ian|ant|ent|eur|ive)|nurse|vet|"
            r"cook|chef|mechanic|guide|rabbi|priest|architect|student)\b)"
        ),
        "is a ",
    ),
    (re.compile(r"\ba a\b"), "a"),
)

_FRAMES = [(re.compile(rf"^(?:{p})(?!\w)", re.IGNORECASE), r) for p, r in FRAMES]
_WORDS = [(re.compile(rf"(?<!\w)(?:{p})(?!\w)", re.IGNORECASE), r) for p, r in WORDS]


# A word of address before the frame: "bhai main Pune me…", "machan soy…".
_VOCATIVE = re.compile(
    r"^(?:bhai|yaar|dai|didi|machan|che|oye|bro|bru|mano|cara|wey|güey|abeg|sasa|po)[,!]?\s+",
    re.IGNORECASE,
)
# "and also" before a frame, which opens it no less: "e tb trabalho num banco", "y también
# vivo en Quito".
_ALSO = re.compile(
    r"^(?:e|y|et|und|ed|ma|mas|pero|mais)\s+(?:tb|tbm|também|tambem|también|tambien|aussi|"
    r"anche|auch)\s+",
    re.IGNORECASE,
)
# A second first-person frame joined by "and": "tengo 34 años y soy alérgica…".
_AND = re.compile(r"\s(?:y|e|et|und|and|aur)\s+", re.IGNORECASE)


# All frames in one alternation, without their group names: most clauses are English and
# open on no frame, and one search tells so faster than trying each frame in turn.
_ANY_FRAME = re.compile(
    "^(?:"
    + "|".join(f"(?:{re.sub(r'[(][?]P<[a-z]+>', '(?:', p)})" for p, _ in FRAMES)
    + r")(?!\w)",
    re.IGNORECASE,
)


def _frame_match(clause: str) -> tuple[re.Match[str], str] | None:
    if not _ANY_FRAME.match(clause):
        return None
    for frame, english in _FRAMES:
        if m := frame.match(clause):
            return m, english
    return None


def to_english(clause: str) -> str:
    """The clause with its first-person frame and common words in English, or unchanged
    when it does not open with one of the frames."""
    if (found := _frame_match(clause)) is None:
        bare = _ALSO.sub("", _VOCATIVE.sub("", clause, count=1), count=1)
        if bare == clause or (found := _frame_match(bare)) is None:
            return clause
        clause = bare
    m, english = found
    return _words_in_english(m, english, clause[m.end() :])


def split_frames(parts: list[str]) -> list[str]:
    """Clauses of another language split where "and" joins two first-person frames:
    "tengo 34 años y soy alérgica a las nueces" is two facts, as its English would be."""
    result: list[str] = []
    for part in parts:
        while _frame_match(_VOCATIVE.sub("", part.strip(), count=1)):
            joint = next((j for j in _AND.finditer(part) if _frame_match(part[j.end() :])), None)
            if joint is None:
                break
            result.append(part[: joint.start()])
            part = part[joint.end() :]
        result.append(part)
    return result


def _words_in_english(m: re.Match[str], english: str, rest: str) -> str:
    """The frame in English, then the rest of the clause with its common words in
    English."""
    for word, replacement in _WORDS:
        rest = word.sub(replacement, rest)
    english_clause = m.expand(english) + rest
    for fix, replacement in _FIXES:
        english_clause = fix.sub(replacement, english_clause)
    return english_clause
