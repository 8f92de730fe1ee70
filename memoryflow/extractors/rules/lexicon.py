"""Word lists the patterns share. Kept short and recognisable on purpose: precision first."""

from __future__ import annotations

OCCUPATIONS = (
    "nurse practitioner", "nurse", "doctor", "physician", "surgeon", "gp", "dentist", "pharmacist",
    "paramedic", "midwife", "therapist", "psychologist", "psychiatrist", "veterinarian", "vet",
    "teacher", "professor", "lecturer", "tutor", "researcher", "scientist", "postdoc",
    "phd student", "student", "undergrad", "engineer", "developer", "programmer", "architect",
    "designer", "analyst", "data scientist", "consultant", "manager", "product manager",
    "project manager", "director", "founder", "co-founder", "cofounder", "ceo", "cto", "cfo",
    "entrepreneur", "freelancer", "lawyer", "attorney", "solicitor", "paralegal", "judge",
    "accountant", "bookkeeper", "banker", "economist", "writer", "author", "novelist",
    "journalist", "editor", "translator", "copywriter", "marketer", "recruiter", "salesperson",
    "chef", "cook", "baker", "barista", "waiter", "waitress", "bartender", "cashier",
    "electrician", "plumber", "carpenter", "mechanic", "technician", "pilot", "flight attendant",
    "firefighter", "police officer", "officer", "soldier", "farmer", "photographer", "artist",
    "illustrator", "animator", "musician", "composer", "actor", "actress", "librarian",
    "social worker", "caregiver", "nanny", "sysadmin", "devops engineer", "intern",
    "administrator", "receptionist", "secretary", "driver", "pastor", "priest", "coach",
    "personal trainer", "trainer", "real estate agent", "agent", "retiree", "homemaker",
    "stay-at-home dad", "stay-at-home mom", "web developer", "game developer", "biologist",
    "chemist", "physicist", "mathematician", "statistician", "historian", "linguist",
)  # fmt: skip

RELATIONS = (
    "mother", "mom", "mum", "father", "dad", "parents", "sister", "brother", "wife", "husband",
    "partner", "girlfriend", "boyfriend", "fiance", "fiancé", "fiancée", "son", "daughter",
    "kids", "children", "grandmother", "grandma", "grandfather", "grandpa", "aunt", "uncle",
    "cousin", "niece", "nephew", "best friend", "roommate", "flatmate", "boss", "manager",
    "dog", "cat", "twin", "stepdad", "stepmom", "mother-in-law", "father-in-law",
)  # fmt: skip

NATIONALITIES = (
    "american", "british", "english", "scottish", "irish", "welsh", "canadian", "australian",
    "portuguese", "brazilian", "spanish", "mexican", "argentinian", "colombian", "chilean",
    "french", "german", "italian", "dutch", "belgian", "swiss", "austrian", "swedish",
    "norwegian", "danish", "finnish", "polish", "czech", "ukrainian", "russian", "greek",
    "turkish", "indian", "pakistani", "chinese", "japanese", "korean", "vietnamese", "thai",
    "filipino", "indonesian", "nigerian", "kenyan", "egyptian", "moroccan", "south african",
)  # fmt: skip

LANGUAGES = (
    "english", "spanish", "portuguese", "french", "german", "italian", "dutch", "polish",
    "russian", "ukrainian", "chinese", "mandarin", "japanese", "korean", "arabic", "hindi",
    "turkish", "swedish", "greek", "hebrew", "vietnamese",
)  # fmt: skip

# Words that end a noun phrase (what follows is a new clause or a qualifier).
PHRASE_STOP = (
    "now", "anymore", "any more", "currently", "these days", "since", "for", "with", "and",
    "but", "because", "so", "though", "although", "which", "who", "where", "when",
)  # fmt: skip

NOT_A_PLACE = (
    "fear", "denial", "hope", "the moment", "the past", "the present", "my head", "a bubble",
    "peace", "the shadow", "the same", "it", "there", "here",
)  # fmt: skip

PRONOUN_OBJECTS = ("it", "this", "that", "these", "those", "them", "you", "him", "her", "one")


def alternation(words: tuple[str, ...]) -> str:
    """A regex alternation, longest first so "nurse practitioner" wins over "nurse"."""
    import re

    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
