"""First-person frames in a few other languages, rewritten into the English the patterns
read: "soy veterinaria en Valencia" → "I'm a vet in Valencia", "sono di Bari" → "I'm from
Bari", "main QA engineer hoon" → "I'm QA engineer", "tengo dos gatos" → "I have two cats".

Only a clause that opens with one of these frames is rewritten, and only its common words
(numbers, a few job and animal nouns, "in"), so English text is never touched. Titles come
out in English because the patterns build them from the rewritten clause."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.foreign_jobs import JOB_WORDS

# (frame at the start of a clause, English frame). Order matters: "soy de" before "soy".
FRAMES: tuple[tuple[str, str], ...] = (
    (r"(?:soy|sou|sono|je suis|ich bin|ik ben)\s+(?:de|di|da|do|aus|uit)\b", "I'm from"),
    (r"(?:vengo|venho)\s+(?:de|di|da|do)\b|ich komme aus|je viens d[e']", "I'm from"),
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
    (r"en una|en un|em uma|em um|in una|in un|dans une|dans un|in einer|in einem", "at a"),
    # a place after the job: "en Valencia", "a Roma", "à Lyon", "in Pune"
    (r"(?:en|em|à|a|in|no|na)(?=\s+(?-i:[A-ZÁÉÍÓÚ]))", "in"),
    (r"un|una|uno|um|uma|une|ein|eine|een", "a"), (r"dos|dois|duas|due|deux|zwei|twee", "two"),
    (r"tres|três|tre|trois|drei|drie", "three"),
    (r"gat[oi]s?|gatas?|gatti|chats?|katzen?|katten?", "cats"),
    (r"perros?|cani|cane|chiens?|hunde?|cachorros?|honden?", "dogs"),
    (r"hij[oa]s|figli|enfants|kinder|filhos|kinderen", "kids"),
    (r"enfermer[oa]|infermier[ae]|infirmière|infirmier|krankenschwester|enfermeira|"
     r"verpleegkundige", "nurse"),
    (r"veterinari[oa]|vétérinaire|tierärztin|tierarzt|veterinária|dierenarts", "vet"),
    # a teacher of a subject: "prof de ballet" → "ballet teacher"
    (r"(?:prof|professeure?|profesora?|maestr[oa])\s+(?:de|d')\s*(\w+)", "\\1 teacher"),
    (r"guru\s+sd", "primary school teacher"), (r"guru", "teacher"),
    (r"rabin[oa]|rabbin|rabbino", "rabbi"), (r"sacerdote|prêtre|padre", "priest"),
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
)  # fmt: skip

_FRAMES = [(re.compile(rf"^(?:{p})(?!\w)", re.IGNORECASE), r) for p, r in FRAMES]
_WORDS = [(re.compile(rf"(?<!\w)(?:{p})(?!\w)", re.IGNORECASE), r) for p, r in WORDS]


def to_english(clause: str) -> str:
    """The clause with its first-person frame and common words in English, or unchanged
    when it does not open with one of the frames."""
    for frame, english in _FRAMES:
        if m := frame.match(clause):
            rest = clause[m.end() :]
            for word, replacement in _WORDS:
                rest = word.sub(replacement, rest)
            return re.sub(r"\ba a\b", "a", m.expand(english) + rest)
    return clause
