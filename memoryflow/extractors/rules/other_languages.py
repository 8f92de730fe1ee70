"""Plans said in another language, or half in one ("mañana tengo una entrevista", "domani ho
un esame", "la semaine prochaine j'ai un entretien", "ich habe nächste Woche eine Prüfung",
"meri shaadi hai march mein", "we're flying to Goa agle mahine"): the time phrases, "I have"
and the common event nouns of Spanish, Italian, French, German and Hinglish read in English,
so the activity patterns read them and the titles are English. Someone else's ("mi hermana
tiene…", "meri behen ki shaadi") stays untranslated and so unread."""

from __future__ import annotations

import re
from functools import partial

_WEEKDAYS = {
    "lunes": "monday", "martes": "tuesday", "miércoles": "wednesday", "miercoles": "wednesday",
    "jueves": "thursday", "viernes": "friday", "sábado": "saturday", "sabado": "saturday",
    "domingo": "sunday", "lunedì": "monday", "martedì": "tuesday", "mercoledì": "wednesday",
    "giovedì": "thursday", "venerdì": "friday", "sabato": "saturday", "lundi": "monday",
    "mardi": "tuesday", "mercredi": "wednesday", "jeudi": "thursday", "vendredi": "friday",
    "samedi": "saturday", "dimanche": "sunday", "montag": "monday", "dienstag": "tuesday",
    "mittwoch": "wednesday", "donnerstag": "thursday", "freitag": "friday", "samstag": "saturday",
    "sonntag": "sunday", "segunda-feira": "monday", "terça-feira": "tuesday",
    "terca-feira": "tuesday", "terça": "tuesday", "quarta-feira": "wednesday",
    "quinta-feira": "thursday", "sexta-feira": "friday", "sexta": "friday",
}  # fmt: skip
_DAY = "|".join(sorted(_WEEKDAYS, key=len, reverse=True))
_SWAHILI = {
    "dada": "sister", "kaka": "brother", "mama": "mother", "baba": "father", "binamu": "cousin",
    "rafiki": "friend", "harusi": "wedding", "sherehe": "party", "mahafali": "graduation",
}  # fmt: skip
_MONTHS = r"january|february|march|april|may|june|july|august|september|october|november|december"
# Months in Spanish, Portuguese, Italian, French and German, by their number.
_MONTH_NAMES = (
    "enero|janeiro|gennaio|janvier|januar", "febrero|fevereiro|febbraio|février|februar",
    "marzo|março|mars|märz", "abril|aprile|avril", "mayo|maio|maggio|mai",
    "junio|junho|giugno|juin|juni", "julio|julho|luglio|juillet|juli",
    "agosto|août|aout", "septiembre|setiembre|setembro|settembre|septembre",
    "octubre|outubro|ottobre|octobre|oktober", "noviembre|novembro|novembre",
    "diciembre|dezembro|dicembre|décembre|dezember",
)  # fmt: skip
_MONTH_OF = {
    name: english
    for names, english in zip(_MONTH_NAMES, _MONTHS.split("|"), strict=True)
    for name in names.split("|")
}
_FMONTH = "|".join(sorted(_MONTH_OF, key=len, reverse=True))

# (pattern, English), in order: longer phrases first.
_PHRASES: tuple[tuple[str, str], ...] = (
    # times
    (r"pasado mañana|dopodomani|après-demain|übermorgen", "the day after tomorrow"),
    (r"por la mañana|de la mañana", "in the morning"),
    (r"mañana|domani|demain|amanhã|amanha", "tomorrow"),
    (r"semana que vem|próxima semana|proxima semana", "next week"),
    # ("i'm Juni": a German "im" the typing rules took for "i'm")
    (rf"(?:en|em|in|a|à|im|i'm|no mês de|no mes de)\s+(?P<fmonth>{_FMONTH})", "in {fmonth}"),
    # going somewhere named: "me voy a Chile", "vou pra Lisboa", "je pars à Dakar"
    (r"(?:yo\s+)?me\s+voy\s+(?:a|para)|(?:eu\s+)?vou\s+(?:para|pra|pro)|(?:io\s+)?vado\s+a|"
     r"je\s+pars\s+(?:à|en|au)|je\s+vais\s+(?:à|en|au)", "I'm going to"),
    # moving or flying somewhere named, said with the verb first or the subject first:
    # "me mudo a Valencia", "je déménage à Lyon", "am Freitag fliege ich nach Wien"
    (r"(?:yo\s+)?me\s+mudo\s+(?:a|para)|(?:eu\s+)?(?:me\s+mudo|mudo-me|vou\s+me\s+mudar)\s+"
     r"(?:para|pra|pro)|je\s+déménage\s+(?:à|en|au)|(?:io\s+)?mi\s+trasferisco\s+(?:a|in)|"
     r"(?:ich\s+ziehe|ziehe\s+ich)\s+nach", "I'm moving to"),
    # ("vuelo a", "volo a" stay unread: "mi vuelo a Lima" is a flight, not "I fly")
    (r"(?:ich\s+fliege|fliege\s+ich)\s+nach|je\s+m'envole\s+pour", "I'm flying to"),
    (r"(?:ich\s+fahre|fahre\s+ich|ich\s+reise|reise\s+ich)\s+nach|(?:yo\s+)?viajo\s+a|"
     r"(?:eu\s+)?viajo\s+(?:para|pra)|je\s+voyage\s+(?:à|en|au)|(?:io\s+)?parto\s+per",
     "I'm travelling to"),
    (r"la semana que viene|la próxima semana|la semana próxima|la settimana prossima|"
     r"la prossima settimana|la semaine prochaine|nächste woche|agle hafte|agle hafta|"
     r"next hafte", "next week"),
    (r"mês que vem|próximo mês|proximo mes", "next month"),
    (r"el año que viene|el próximo año|ano que vem|próximo ano|l'année prochaine|"
     r"l'anno prossimo|il prossimo anno|nächstes jahr", "next year"),
    (r"esta noche|hoje à noite|hoje a noite|stasera|ce soir|heute abend", "tonight"),
    (r"el mes que viene|el próximo mes|il mese prossimo|il prossimo mese|le mois prochain|"
     r"nächsten monat|agle mahine|agle month", "next month"),
    (r"este fin de semana|questo fine settimana|questo weekend|ce week-end|ce weekend|"
     r"dieses wochenende|is weekend", "this weekend"),
    (rf"(?:el|este|il|questo|ce|am|le|no|na|neste|nesta)\s+(?P<day>{_DAY})", "on {day}"),
    # a day said bare, as Portuguese and Spanish chat does: "sábado tenho um casamento"
    (rf"(?P<day>{_DAY})", "on {day}"),
    (rf"(?P<month>{_MONTHS})\s+(?:mein|me|mai)", "in {month}"),
    # German "im August", which the typing rules may have read as "i'm August"
    (rf"(?:im|i'm)\s+(?P<month>{_MONTHS})", "in {month}"),
    # "I have" and the event one has
    (r"(?:yo\s+)?tengo|(?:eu\s+)?tenho|(?:io\s+)?ho(?=\s+(?:un|una|uno|un'|l'|il|la|lo|i|gli|le)\b)|j'ai|"
     r"ich habe|habe ich", "I have"),
    (r"(?:mera|meri|mere)\s+(?P<noun>[\w-]+)\s+(?:hai|he|h)\b", "I have a {noun}"),
    # Swahili names the event, then whose: "harusi ya dada yangu" → "my sister's wedding"
    (r"(?P<event>harusi|sherehe|mahafali)\s+ya\s+(?P<kin>dada|kaka|mama|baba|binamu|rafiki)"
     r"\s+yangu", "my {kin}'s {event}"),
    (r"numa|num", "at a"),  # Portuguese "at a": "casamento numa fazenda"
    (r"un|una|uno|un'|une|einen|eine|ein|um|uma", "a"),
    (r"entrevista|colloquio|entretien|vorstellungsgespräch", "interview"),
    (r"boda|matrimonio|mariage|hochzeit|shaadi|shadi", "wedding"),
    (r"cita|appuntamento|rendez-vous|termin", "appointment"),
    (r"examen|esame|prüfung|pruefung|prova", "exam"),
    (r"audiencia|audiência|udienza|audience", "hearing"),
    (r"cirugía|cirurgia|chirurgie|chirurgia", "surgery"),
    (r"casamento", "wedding"), (r"consulta", "appointment"), (r"viagem", "trip"),
    (r"viaje|viaggio|voyage|reise", "trip"),
    (r"fiesta|festa|fête|fete", "party"),
    (r"cumpleaños|compleanno|anniversaire|geburtstag", "birthday"),
    (r"operación|operazione|opération", "operation"),
    (r"vuelo|volo|vol|flug", "flight"),
)  # fmt: skip
_COMPILED = tuple(
    (re.compile(rf"(?<![\w'-])(?:{pattern})(?![\w-])", re.IGNORECASE), english)
    for pattern, english in _PHRASES
)
# Words that show a clause is (partly) in another language; without one, nothing is changed.
_FOREIGN = re.compile(
    r"(?<![\w'-])(?:tengo|ho|j'ai|ich|habe|mera|meri|mere|hai|mein|mañana|domani|demain|"
    r"semana|settimana|semaine|woche|mese|mois|monat|agle|fin de semana|fine settimana|"
    r"week-end|wochenende|prossima|prossimo|prochaine|prochain|nächste|nächsten|"
    r"amanhã|amanha|tenho|voy|vou|vado|pars|yangu|mudo|déménage|trasferisco|ziehe|fliege|"
    r"fahre|reise|viajo|voyage|parto|m'envole|mês|año|ano|année|anno|jahr|noche|noite|"
    r"stasera|soir|abend|"
    rf"{_DAY})(?![\w-])",
    re.IGNORECASE,
)


# "aur meri shaadi hai…", "y el sábado tengo…": a leading "and".
_LEADING_AND = re.compile(r"^(?:aur|toh|y|e|et|und)\s+", re.IGNORECASE)


def _english(english: str, m: re.Match[str]) -> str:
    found = {k: v.lower() for k, v in m.groupdict().items() if v}
    if "day" in found:
        found["day"] = _WEEKDAYS[found["day"]]
    if "kin" in found:
        found["kin"] = _SWAHILI[found["kin"]]
        found["event"] = _SWAHILI[found["event"]]
    if "fmonth" in found:
        found["fmonth"] = _MONTH_OF[found["fmonth"]].capitalize()
    return english.format(**found)


# "… nach Wien zu einer Konferenz": what the trip is for, still in German, stays out of the
# title once the trip reads in English
_GERMAN_PURPOSE = re.compile(
    r"(?<=\S)\s+(?:zu|zur|zum|für|wegen)\s+(?:einer|einem|einen|der|dem|den|die|das|meiner|"
    r"meinem|meinen)?\b[^,.;!?]*",
    re.IGNORECASE,
)


def in_english(text: str) -> str:
    """The text with the foreign time phrases, "I have" and event nouns it uses in English;
    the text itself when it has none."""
    if not _FOREIGN.search(text):
        return text
    text = _LEADING_AND.sub("", text)
    for pattern, english in _COMPILED:
        text = pattern.sub(partial(_english, english), text)
    if re.search(r"\bI'm (?:moving|flying|travelling) to\b", text):
        text = _GERMAN_PURPOSE.sub("", text)
    return re.sub(r"\ba (?=[aeiou])", "an ", text)
