"""Words of a clause `foreign` has rewritten, into English, beyond the job nouns of
`foreign_jobs`: relatives, the verbs after them, diets, health and states, school
subjects, and the places after "here". Applied in order, before the job nouns, so
"mi padre" is a father before "padre" can be read as a priest."""

from __future__ import annotations

RELATIVE_WORDS: tuple[tuple[str, str], ...] = (
    (r"esposo|marido|mari|marito|ehemann|mann", "husband"),
    (r"esposa|mujer|femme|moglie|ehefrau|frau|mulher", "wife"),
    (r"hijos|filhos|figli|söhne", "kids"), (r"hijas|filhas|filles|figlie|töchter", "daughters"),
    (r"hijo|filho|fils|figlio|sohn", "son"), (r"hija|filha|fille|figlia|tochter", "daughter"),
    (r"novio|namorado|copain|ragazzo|freund", "boyfriend"),
    (r"novia|namorada|copine|ragazza|freundin", "girlfriend"),
    (r"suegra|sogra|suocera|schwiegermutter", "mother-in-law"),
    (r"suegro|sogro|suocero|schwiegervater", "father-in-law"),
    (r"madre|mamá|mãe|mère|mutter", "mother"), (r"padre|papá|pai|père|vater", "father"),
    (r"hermano|irmão|frère|fratello|bruder", "brother"),
    (r"hermana|irmã|sœur|soeur|sorella|schwester", "sister"),
    (r"abuela|avó|nonna|oma", "grandmother"), (r"abuelo|avô|nonno|opa", "grandfather"),
    (r"nieta|neta|nipote|enkelin", "granddaughter"), (r"nieto|neto|enkel", "grandson"),
    # the verbs after a relative: "mi esposo es ingeniero", "meine Tochter heißt Lina"
    (r"se llama|se chama|s'appelle|si chiama|heißt|heet", "is called"),
    (r"es|é|est|è|ist|is", "is"),
    (r"tiene|tem|ha|hat|heeft", "has"),
    (r"trabaja|trabalha|travaille|lavora|arbeitet|werkt", "works"),
    (r"vive|mora|habite|vit|abita|wohnt|woont", "lives"),
)  # fmt: skip

STATE_WORDS: tuple[tuple[str, str], ...] = (
    (r"casad[oa]|mariée?|sposat[oa]|verheiratet|getrouwd", "married"),
    (r"divorciad[oa]|divorcée?|divorziat[oa]|geschieden", "divorced"),
    (r"jubilad[oa]|aposentad[oa]|retraitée?|in pensione|pensionat[oa]|rentnerin|rentner|"
     r"pensioniert|gepensioneerd", "retired"),
    (r"embarazada|grávida|enceinte|incinta|schwanger|zwanger", "pregnant"),
    (r"vegetarian[oa]|végétarienne|végétarien|vegetarierin|vegetarier|vegetarisch", "vegetarian"),
    (r"vegan[oa]|végane|végan|veganerin|veganer", "vegan"),
    (r"celíac[oa]|celiac[oa]|cœliaque|coeliaque|zöliakiebetroffen", "coeliac"),
    (r"diabétic[oa]|diabétique|diabetic[oa]|diabetikerin|diabetiker", "diabetic"),
    (r"alérgic[oa]|allergique|allergic[oa]|allergisch", "allergic"),
    (r"allergic\s+(?:a\s+(?:la|las|los|el)|a|al|ao|à\s+la|à|aux|au|alla|allo|ai|agli|"
     r"alle|gegen|voor)", "allergic to"),
    (r"nueces|noix|noci|nüsse|nozes", "nuts"),
    (r"cacahuetes|cacahuates|maní|amendoim|cacahuètes|arachidi|erdnüsse", "peanuts"),
    (r"mariscos|frutos do mar|fruits de mer|frutti di mare|meeresfrüchte", "shellfish"),
    (r"penicilina|pénicilline|penicillina", "penicillin"), (r"lactosa|lattosio|laktose", "lactose"),
    (r"epilepsie|epilepsia|épilepsie|epilessia", "epilepsy"), (r"adhs|tdah", "ADHD"),
    (r"diabète|diabete", "diabetes"),
    (r"asma|asthme", "asthma"), (r"kisukari", "diabetes"), (r"pumu", "asthma"),
    (r"migrañas|enxaquecas?|migraines|emicrania|migräne", "migraines"),
)  # fmt: skip

# Nationalities: "sou brasileira" → "I'm Brazilian".
NATIONALITY_WORDS: tuple[tuple[str, str], ...] = (
    (r"brasileir[oa]|brésilienne|brésilien|brasilian[oa]|brasilianerin|brasilianer", "Brazilian"),
    (r"mexican[oa]|mexicaine|mexicain|messican[oa]|mexikanerin|mexikaner", "Mexican"),
    (r"argentin[oa]|argentine", "Argentinian"), (r"colombian[oa]|colombienne", "Colombian"),
    (r"venezolan[oa]|venezuelan[oa]", "Venezuelan"), (r"chilen[oa]|chilienne|chilien", "Chilean"),
    (r"peruan[oa]|péruvienne|péruvien", "Peruvian"), (r"cuban[oa]|cubaine|cubain", "Cuban"),
    (r"portuguesa|portugaise", "Portuguese"), (r"italian[oa]|italienne", "Italian"),
    (r"francesa|française|francese", "French"), (r"alemana|allemande|tedesc[oa]", "German"),
)  # fmt: skip

# What one keeps, and roughly how many: "unas 40 colmenas cerca de Oaxaca".
KEPT_WORDS: tuple[tuple[str, str], ...] = (
    (r"unos|unas|uns|umas|environ|etwa|circa", "about"),
    (r"colmenas|colmeias|ruches|arnie", "hives"), (r"gallinas|galinhas|poules", "chickens"),
    (r"vacas|ng'ombe", "cows"), (r"cabras|mbuzi", "goats"), (r"abejas", "bees"),
    (r"kuku", "chickens"), (r"mbwa", "dogs"), (r"paka", "cats"), (r"watoto", "kids"),
    (r"cerca de|perto de|près de|vicino a", "near"), (r"wa\s+maziwa", ""),
    # Swahili counts after the noun: "ng'ombe watano" → "five cows"
    (r"(?P<noun>cows|goats|chickens|dogs|cats|kids)\s+(?P<count>wa(?:wili|tatu|nne|tano|sita|"
     r"saba|nane|kumi))", r"\g<count> \g<noun>"),
    (r"wawili", "two"), (r"watatu", "three"), (r"wanne", "four"), (r"watano", "five"),
    (r"wasita", "six"), (r"wasaba", "seven"), (r"wanane", "eight"), (r"wakumi", "ten"),
)  # fmt: skip

# A school subject after a teacher or student: "profe de química" → "chemistry teacher".
SUBJECT_WORDS: tuple[tuple[str, str], ...] = (
    (r"química|química|quimica|chimie|chimica|chemie", "chemistry"),
    (r"física|fisica|physique|physik", "physics"), (r"biología|biologia|biologie", "biology"),
    (r"matemáticas|matemática|mates|maths?|matemática|matematica|mathématiques|mathe", "maths"),
    (r"historia|história|histoire|storia|geschichte", "history"),
    (r"geografía|geografia|géographie|geographie", "geography"),
    (r"inglés|inglês|anglais|inglese|englisch", "English"),
    (r"música|musica|musique|musik", "music"), (r"medicina|médecine|medizin", "medicine"),
    (r"derecho|direito|droit|diritto|jura", "law"), (r"enfermería|enfermagem", "nursing"),
    (r"primaria|primário|primária|primaire|elementare|grundschule", "primary school"),
)  # fmt: skip

# What one plays, and where: "toco el violín en una orquesta".
PASTIME_WORDS: tuple[tuple[str, str], ...] = (
    (r"violín|violino|violon|geige|viool", "violin"),
    (r"guitarra|chitarra|guitare|gitarre|gitaar", "guitar"),
    (r"batería|bateria|batterie|schlagzeug", "drums"), (r"flauta|flauto|flûte|flöte", "flute"),
    (r"orquesta|orquestra|orchestra|orchestre|orchester|orkest", "orchestra"),
    (r"banda|groupe de musique", "band"), (r"compañía|companhia|compagnia|compagnie", "company"),
    (r"fútbol|futbol|futebol|calcio|fußball|voetbal", "football"),
    (r"ajedrez|xadrez|scacchi|échecs|schach|schaken", "chess"),
    (r"baloncesto|básquet|basquete|pallacanestro", "basketball"),
    (r"(?:en|em|in|dans)\s+(?:un|una|um|uma|une)(?=\s+(?:orchestra|choir|band|group|company|"
     r"club)\b)", "in a"),
    # an article right after the frame or "en" ("toco el violín", "en el hospital"); others
    # stay, as they belong to names ("Junín de los Andes") or time phrases ("la settimana")
    (r"^\s*(?:el|la|los|las|il|le|les|der|die|das|het|lo|gli)(?=\s+(?-i:[a-zà-ÿ]))", " the"),
    (r"(?:en|em|dans|in)\s+(?:el|la|los|las|il|le|les|der|die|das|het|lo|gli)"
     r"(?=\s+(?-i:[a-zà-ÿ]))", "at the"),
)  # fmt: skip

# Languages by their names in the other languages: "hablo quechua y castellano".
LANGUAGE_WORDS: tuple[tuple[str, str], ...] = (
    (r"español|espanol|castellano|espagnol|spagnolo|espanhol|spanisch", "Spanish"),
    (r"inglés|ingles|anglais|inglese|inglês|englisch|engels", "English"),
    (r"francés|frances|français|francais|francese|francês|französisch|frans", "French"),
    (r"alemán|aleman|allemand|tedesco|alemão|deutsch|duits", "German"),
    (r"italiano|italien|italienisch|italiaans", "Italian"),
    (r"portugués|portugais|portoghese|português|portugues|portugiesisch", "Portuguese"),
    (r"catalán|català", "Catalan"), (r"gallego|galego", "Galician"), (r"euskera", "Basque"),
    (r"japonés|japones|japonês|giapponese|japonais|japanisch|japans", "Japanese"),
    (r"chino|chinês|cinese|chinois|chinesisch|chinees", "Chinese"),
    (r"coreano|coréen|coreen|koreanisch|koreaans", "Korean"),
    (r"árabe|arabo|arabe|arabisch", "Arabic"), (r"ruso|russo|russe|russisch|russisch", "Russian"),
    (r"neerlandés|holandés|olandese|néerlandais|niederländisch|holandês", "Dutch"),
    (r"guaraní|guarani", "Guarani"), (r"náhuatl|nahuatl", "Nahuatl"), (r"quechua", "Quechua"),
)  # fmt: skip

# Job nouns in Swahili: "mimi ni mwalimu" → "I'm a teacher".
SWAHILI_JOBS: tuple[tuple[str, str], ...] = (
    (r"mwalimu", "teacher"), (r"daktari", "doctor"), (r"muuguzi|nesi", "nurse"),
    (r"dereva", "driver"), (r"mkulima", "farmer"), (r"mhandisi", "engineer"),
    (r"mwanafunzi", "student"), (r"fundi", "mechanic"),
)  # fmt: skip

# "aquí en Rosario", "ici à Lyon": a place named after "here".
HERE_WORDS: tuple[tuple[str, str], ...] = (
    (r"aqu[ií]\s+en|ac[aá]\s+en|aqui\s+em|aqui\s+no|aqui\s+na|ici\s+à|qui\s+a|hier\s+in",
     "here in"),
    (r"huko|huku|katika", "in"),
    (r"y|und|et", "and"), (r"con|com|avec|mit|met", "with"),
    (r"grupo|gruppo|groupe|gruppe|groep", "group"), (r"coro|chorale|chœur|chor|koor", "choir"),
    (r"(?:en|em|sur)\s+(?:un\s+|um\s+)?(?:telar|tear|métier)", "on a loom"),
)  # fmt: skip

# A job noun before "de" and what it is about: "chauffeur de taxi" → "taxi driver",
# "guía de trekking" → "trekking guide". Read after the nouns are in English.
COMPOUND_JOBS: tuple[tuple[str, str], ...] = (
    (r"guía|guia|guida", "guide"), (r"profe|profa", "teacher"),
    (r"cervejeir[oa]\s+caseir[oa]|cervecer[oa]\s+caser[oa]|brasseur\s+amateur", "homebrewer"),
    (r"cervejeir[oa]|cervecer[oa]|brasseuse|brasseur|birrai[oa]|brauerin|brauer", "brewer"),
    # "dev python" → "python dev": the language or stack before the noun, as in English
    (r"(?P<job>dev|developer|programmer)\s+(?P<stack>python|java|php|ruby|javascript|react|"
     r"android|ios|frontend|backend|front-end|back-end|full[- ]?stack|web)",
     r"\g<stack> \g<job>"),
    (r"(?P<job>driver|guide|teacher|engineer|doctor|nurse|technician|mechanic|cook|"
     r"developer|programmer|student|lawyer|assistant|designer|instructor|choir|group|band|"
     r"orchestra|club)\s+(?:de|di|da|do|du|d')"
     r"\s*(?P<what>(?!the\b|la\b|el\b|los\b|las\b|le\b|les\b|a\b|um\b|uma\b|una?\b)[a-zà-ÿ]+"
     r"(?:\s+school)?)", r"\g<what> \g<job>"),
    # German compounds: "Patentanwalt" → "patent lawyer", "Busfahrer" → "bus driver"
    (r"(?P<head>[a-zäöüß]{3,}?)(?:anwältin|anwalt)", r"\g<head> lawyer"),
    (r"(?P<head>[a-zäöüß]{3,}?)(?:fahrerin|fahrer)", r"\g<head> driver"),
    (r"(?P<head>[a-zäöüß]{3,}?)(?:entwicklerin|entwickler)", r"\g<head> developer"),
    (r"(?P<head>[a-zäöüß]{3,}?)(?:ingenieurin|ingenieur)", r"\g<head> engineer"),
    (r"(?P<head>[a-zäöüß]{3,}?)(?:lehrerin|lehrer)", r"\g<head> teacher"),
)  # fmt: skip

# A workplace after "at a" (already English: "trabalho num banco" → "I work at a banco"):
# its kind in English, so "Works at a bank" reads as the job it is. Only after "at a", where
# "banco" is no bench and "oficina" no workshop of someone else's.
WORKPLACE_WORDS: tuple[tuple[str, str], ...] = tuple(
    (rf"(?<=\bat a )(?:{words})", english)
    for words, english in (
        (r"banco|banque|banca|bank", "bank"), (r"escola|escuela|école|scuola|schule", "school"),
        (r"colegio|colégio|collège", "school"), (r"fábrica|fabrica|usine|fabbrica|fabrik", "factory"),
        (r"oficina|escritório|escritorio|bureau|ufficio|büro", "office"),
        (r"tienda|loja|boutique|negozio|laden", "shop"), (r"restaurante|ristorante", "restaurant"),
        (r"supermercado|supermarché|supermercato|supermarkt", "supermarket"),
        (r"farmacia|farmácia|pharmacie|apotheke", "pharmacy"), (r"clínica|clinica|klinik", "clinic"),
        (r"panadería|panaderia|padaria|boulangerie|panetteria|bäckerei", "bakery"),
        (r"universidad|universidade|université|università|universität", "university"),
        (r"hospital|hôpital|ospedale|krankenhaus", "hospital"),
        (r"guardería|creche|crèche|asilo\s+nido|kita", "nursery"),
    )
)  # fmt: skip
