"""More first-person frames for `foreign`, by the shape of the frame rather than the words
of one sentence: a verb in the first person with nothing before it ("vivo en Rosario",
"trabajo en una clínica", "bailo tango"), a relative of the user ("mi esposo es
ingeniero"), an age ("tengo 34 años"), a state ("estoy casada"), and the frames of chat
languages whose word order differs from English (Hinglish "main Delhi me nurse hoon",
Nigerian Pidgin "I be tailor for Kano", Swahili "niko Mombasa", "mimi ni mwalimu",
Tagalog "taga Davao ako", Bengali "ami Sylhet e thaki").

Each row is (frame at the start of a clause, English frame); a frame may reorder named
groups. The rows sit in front of the general "soy / sou / je suis" frames, so a more
particular frame wins ("tengo 34 años" before "tengo un perro")."""

from __future__ import annotations

from memoryflow.extractors.rules import foreign_words
from memoryflow.extractors.rules.lexicon import OCCUPATIONS, alternation

# Relatives in the other languages, before a verb: "mi esposo es", "ma fille a".
RELATIVES = (
    r"esposo|marido|mari|marito|ehemann|mann|esposa|mujer|femme|moglie|ehefrau|frau|mulher|"
    r"hij[oa]s?|filh[oa]s?|fils|filles?|figli[oa]?|figlie|sohn|söhne|tochter|töchter|"
    r"novi[oa]|namorad[oa]|copain|copine|ragazz[oa]|freundin|freund|"
    r"madre|mamá|mãe|mère|mutter|padre|papá|pai|père|vater|"
    r"herman[oa]|irmão|irmã|frère|sœur|soeur|fratello|sorella|bruder|schwester|"
    r"suegr[oa]|sogr[oa]|suocer[oa]|schwiegermutter|schwiegervater|"
    r"abuel[oa]|avó|avô|nonn[oa]|oma|opa|niet[oa]|net[oa]|enkel(?:in)?"
)

# Job nouns an Arabic "ana" (I'm) may open on.
_JOB_NOUNS = alternation(OCCUPATIONS)

# Verbs a clause of the user's may open on without a pronoun; the subject is in the ending.
_LIVE = r"vivo|moro|abito|habito|j'habite|je vis|ich wohne|ik woon"
_WORK = r"trabajo|trabalho|lavoro|je travaille|ich arbeite|ik werk"
_TEACH = r"enseño|ensino|insegno|j'enseigne|ich unterrichte|doy clases de|dou aulas de"
_DANCE = r"bailo|danço|ballo|je danse|ich tanze"
_PLAY = r"toco|juego|jogo|gioco|suono|je joue(?: d[eu']| au| à la)?|ich spiele"
_SING = r"canto|je chante|ich singe"
_WEAVE = r"tejo|teço|tesso|je tisse|ich webe"
_SPEAK = r"hablo|falo|parlo|je parle|ich spreche|ik spreek"
# Sports one keeps up, by the verb's first person: "je nage en eau libre", "ich klettere"
_SWIM = r"nado|nuoto|je nage|ich schwimme|ik zwem"
_CLIMB = r"escalo|arrampico|je grimpe|ich klettere|ik klim"
_FISH = r"pesco|je pêche|ich angle|ik vis"
_PRONOUN = r"(?:yo\s+|eu\s+|io\s+)?"
# A language being learnt: "estoy aprendiendo italiano", "estudando inglês", "ich lerne
# Spanisch". Only before a language's name, as "estudiando medicina" is a degree.
_LEARN = (
    r"(?:(?:yo\s+)?estoy\s+|(?:eu\s+)?(?:estou|tô|to)\s+|(?:io\s+)?sto\s+)?(?:aprendiendo|"
    r"estudiando|aprendendo|estudando|imparando|studiando)|j'apprends|j'étudie|j'etudie|"
    r"ich lerne|ik leer|ik studeer|(?:yo\s+)?aprendo|(?:eu\s+)?aprendo|(?:io\s+)?imparo"
)
# Tagalog words before "ako" that are no job: "hindi ako sure", "pagod na ako", "dito ako".
_NOT_TAGALOG = (
    r"(?!(?:hindi|di|ano|sino|saan|bakit|pagod|gutom|busy|sure|okay|ok|wala|meron|may|na|pa|"
    r"lang|talaga|dito|doon|diyan|nandito|andito|narito|nandyan|andyan|kasi|pero|at|ba|po|nga|din|rin|sana|baka|gusto|ayaw|"
    r"kaya|excited|happy|sad|confused|tired|late|lost|stressed|nervous)\b)"
)
_LANGUAGE_NAME = "|".join(rf"(?:{words})" for words, _ in foreign_words.LANGUAGE_WORDS)

FRAMES: tuple[tuple[str, str], ...] = (
    # an age: "tengo 34 años", "j'ai 41 ans", "ich bin 29 jahre alt", "main 27 saal ka hoon"
    (r"(?:tengo|tenho|ho|j'ai|ich bin|ik ben|nina miaka)\s+(?P<n>\d{1,2})"
     r"(?:\s+(?:años|anos|anni|ans|jahre|jaar)(?:\s+(?:alt|oud))?)?"
     r"(?=\s*(?:$|[,.;!?)]|(?:y|e|et|und|and|aur)\s))", "I'm \\g<n>"),
    (r"main\s+(?P<n>\d{1,2})\s+(?:saal|sal)\s+(?:ka|ki)\s+(?:hoon|hun|hu)", "I'm \\g<n>"),
    # a state, never with an article: "estoy casada", "estou aposentado", "sono incinta"
    (r"(?:estoy|estou|sto|je suis|ich bin|ik ben)(?=\s+(?:casad|divorciad|jubilad|aposentad|"
     r"embarazada|grávida|mariée?|divorcée?|retraitée?|enceinte|sposat|divorziat|in pensione|"
     r"incinta|verheiratet|geschieden|schwanger|getrouwd)\w*\b)", "I'm"),
    # what one has, counted roughly or kept: "tengo unas 40 colmenas", "nina ng'ombe watano"
    (r"(?:tengo|tenho|ho|j'ai|ich habe|ich hab|ik heb|nina)(?=\s+(?:unos|unas|uns|umas|environ|etwa|circa|"
     r"colmenas|colmeias|ruches|arnie|gallinas|galinhas|poules|vacas|cabras|abejas|"
     r"ng'ombe|mbuzi|kuku|mbwa|paka|watoto|kisukari|pumu|diabetes|asma|asthme|migrañas|"
     r"epilepsie|epilepsia|épilepsie|epilessia|adhs|tdah|diabète|diabete)\b)",
     "I have"),
    # a relative of the user: "mi esposo es ingeniero", "meine Tochter heißt Lina"
    (rf"(?:mi|meu|minha|mon|ma|mio|mia|mein|meine|mijn)(?=\s+(?:{RELATIVES})\b)", "my"),
    # a first-person verb: "vivo en Rosario", "trabajo en una clínica", "bailo salsa"
    (rf"{_PRONOUN}(?:{_LIVE})(?=\s+(?:en|em|a|à|in|na|no)\b)", "I live"),
    # the time of day one works there is read past: "trabalho de dia num banco" (num / numa
    # are Portuguese "em um / em uma")
    (rf"{_PRONOUN}(?:{_WORK})(?:\s+(?:de\s+d[ií]a|à\s+noite|de\s+noche|de\s+jour|la\s+nuit|"
     rf"tagsüber|nachts))?(?=\s+(?:en|em|a|à|in|na|no|num|numa|dans|para|pour|per|für|bei|chez|bij)\b)",
     "I work"),
    (rf"{_PRONOUN}(?:{_TEACH})", "I teach"),
    (rf"{_PRONOUN}(?:{_DANCE})", "I dance"),
    (rf"{_PRONOUN}(?:{_PLAY})(?=\s+(?:el|la|o|a|il|le|al|au|du|der|die|das)?\s*\w)", "I play"),
    (rf"{_PRONOUN}(?:{_SING})(?=\s+(?:en|em|in|dans)\b)", "I sing"),
    (rf"{_PRONOUN}(?:{_WEAVE})", "I weave"),
    (rf"{_PRONOUN}(?:{_SPEAK})(?=\s+\w)", "I speak"),
    (rf"{_PRONOUN}(?:{_SWIM})(?=\s+\w)", "I swim"),
    (rf"{_PRONOUN}(?:{_CLIMB})(?=\s+\w)", "I climb"),
    (rf"{_PRONOUN}(?:{_FISH})(?=\s+(?:con|com|avec|mit|met|en|em|dans|in|la|el|a|o|le|les|los|las|truchas?|salm\w+)\b)",
     "I fish"),
    (rf"(?:{_LEARN})(?:\s+(?:el|o|il|lo|le|la|das)(?=\s))?(?=\s+(?:{_LANGUAGE_NAME})\b)",
     "I'm learning"),
    # a piece of work under way, in the progressive, before its article: "estoy armando una
    # tiendita en instagram", "estou escrevendo minha tese", "ahora estoy escribiendo mi tesis"
    *((rf"(?:(?:ahora|agora|ya|já)\s+)?(?:(?:yo\s+)?estoy|(?:eu\s+)?(?:estou|tô))\s+(?:{verb})(?=\s+(?:un|una|uno|mi|mis|"
       r"um|uma|meu|minha|meus|minhas|el|la|o|a)\s)", english)
      for verb, english in (
          ("armando|montando", "I'm setting up"), ("escribiendo|escrevendo", "I'm writing"),
          ("preparando", "I'm preparing"), ("construyendo|construindo", "I'm building"),
          ("abriendo|abrindo", "I'm opening"), ("renovando|reformando", "I'm renovating"),
          ("haciendo|fazendo", "I'm doing"))),
    # Hinglish: "main Delhi me nurse hoon", "main Jaipur se hoon", "main Pune me rehta hoon"
    (r"main\s+(?P<place>\w+)\s+(?:se|say)\s+(?:hoon|hun|hu)\b", "I'm from \\g<place>"),
    (r"main\s+(?P<place>\w+)\s+(?:me|mein|mai)\s+(?:rehta|rehti|rahta|rahti)\s+(?:hoon|hun|hu)\b",
     "I live in \\g<place>"),
    (r"main\s+(?P<place>\w+)\s+(?:me|mein|mai)\s+(?P<what>(?!kaam\b|job\b)[^,.;]+?)\s+"
     r"(?:hoon|hun|hu|hoo)\b", "I'm a \\g<what> in \\g<place>"),
    # Nigerian Pidgin: "I be tailor for Kano", "I be nurse"
    (r"(?:i|me)\s+be\s+(?!\w+ing\b|like\b|so\b|very\b|dey\b)(?:a\s+)?(?P<what>[^,.;]+?)\s+for\s+"
     r"(?P<place>(?-i:[A-Z])\w+)", "I'm a \\g<what> in \\g<place>"),
    (r"(?:i|me)\s+be(?=\s+(?!\w+ing\b|like\b|so\b|very\b|dey\b)\w)", "I'm a"),
    # Swahili: "niko Mombasa" (I'm in), "ninaishi Arusha", "mimi ni mwalimu", "nina kisukari"
    (r"(?:mimi\s+)?niko(?:\s+huku)?(?=\s+(?!sawa\b|poa\b|fiti\b|njiani\b|kazi\w*\b|job\b|"
     r"home\b|nyumbani\b|hapa\b|tayari\b|busy\b|free\b|off\b|bize\b|ndani\b)[a-z]\w+\s*(?:,|$))",
     "I'm based in"),
    (r"(?:mimi\s+)?ninaishi(?:\s+huku|\s+katika)?", "I live in"),
    (r"mimi\s+ni(?=\s+\w)", "I'm a"),
    # Arabic in Latin letters: "ana flutter developer fi cairo" (I'm … in …); only before a
    # job noun, so the name "Ana" is left alone ("ana and i went")
    (rf"ana(?=\s+(?:[a-z][\w-]*\s+){{0,2}}?(?:{_JOB_NOUNS})\b)", "I'm a"),
    (r"ana\s+(?:sakna|saken|sakin)\s+fi\b", "I live in"),
    # Tagalog: "taga Davao ako", "nakatira ako sa Pasig", "nurse ako sa Makati"
    (r"taga[\s-]?(?P<place>\w+)\s+ako\b", "I'm from \\g<place>"),
    (r"nakatira\s+ako\s+sa\b", "I live in"),
    # "nandito ako sa Cebu" (I am here in Cebu): where one is, as "I'm based in" reads it;
    # a word of the place ("nandito ako sa bahay", at home) is cut where the place is read
    (r"(?:nandito|andito|narito|nandidito)\s+(?:na\s+|lang\s+|pa\s+)?ako\s+(?:ngayon\s+)?sa\b",
     "I'm based in"),
    # the job before "ako": "graphic designer ako dito sa Makati", "nurse ako sa NHS"; the
    # English frame decides whether the words are a job
    (rf"(?P<what>{_NOT_TAGALOG}[a-z][\w-]*(?:\s+{_NOT_TAGALOG}[a-z][\w-]*){{0,2}}?)\s+ako\s+"
     r"(?:dito\s+|doon\s+|diyan\s+)?sa\s+(?P<place>[^,.;!?]+?)(?=\s*(?:[,.;!?]|$))",
     "I'm a \\g<what> in \\g<place>"),
    (rf"(?P<what>{_NOT_TAGALOG}[a-z][\w-]*(?:\s+{_NOT_TAGALOG}[a-z][\w-]*){{0,2}}?)\s+ako"
     r"(?=\s*(?:[,.;!?]|$))", "I'm a \\g<what>"),
    # Bengali: "ami Sylhet e thaki" (I live in), "amar bari Khulna" (my home is in)
    (r"ami\s+(?P<place>\w+?)(?:-|\s)?e\s+thaki\b", "I live in \\g<place>"),
    # Bengali puts the place and the workplace before the job, each with its postposition:
    # "ami Sylhet e ekta tea estate te manager" → "I'm a manager at a tea estate in Sylhet"
    (r"ami\s+(?P<place>(?-i:[A-Z])\w+?)(?:-|\s)?e\s+(?:ekta\s+|ekti\s+)?(?P<where>[^,.;]+?)"
     r"(?:-|\s)?te\s+(?P<job>[^,.;]+?)(?=\s*(?:[,.;]|$))",
     "I'm a \\g<job> at a \\g<where> in \\g<place>"),
    (r"amar\s+bari\s+(?P<place>\w+?)(?:(?:-|\s)?e)?(?=\s|$|,)", "I'm from \\g<place>"),
)  # fmt: skip
