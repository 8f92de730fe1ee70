"""Job nouns in Spanish, Portuguese, Italian, French, German and Dutch, into English, for the
clauses `foreign` rewrites ("je suis boulanger à Lyon" → "I'm a baker in Lyon"). A job
noun left in the other language makes a title no one searches for ("Works as a
boulanger"), so the common trades and professions are listed, masculine and feminine."""

from __future__ import annotations

# (the noun in the other languages, as a regex alternation; the English noun)
JOB_WORDS: tuple[tuple[str, str], ...] = (
    # "prof de ballet", "profesora de yoga": the subject goes before the noun
    (r"prof(?:esseure?|esora?|essora|essore)?\s+(?:de|di|d')\s*(?P<subject>[a-zà-ÿ]+)",
     r"\g<subject> teacher"),
    (r"panader[oa]|boulang[eè]re?|bäckerin|bäcker|fornai[oa]|panettier[ea]|padeir[oa]|bakker",
     "baker"),
    (r"carniceir[oa]|carnicer[oa]|boucher|bouchère|metzgerin|metzger|macellai[oa]|slager",
     "butcher"),
    (r"carpinter[oa]|carpinteir[oa]|charpentier|menuisier|menuisière|tischlerin|tischler|"
     r"schreinerin|schreiner|falegname|timmerman", "carpenter"),
    (r"electricista|eletricista|électricien(?:ne)?|elektrikerin|elektriker|elettricista|"
     r"elektricien", "electrician"),
    (r"fontaner[oa]|plomer[oa]|plombier|klempnerin|klempner|idraulic[oa]|encanador[a]?|"
     r"loodgieter", "plumber"),
    (r"contador[a]?|contable|comptable|buchhalterin|buchhalter|contabile|boekhouder",
     "accountant"),
    (r"farmac[ée]utic[oa]|pharmacien(?:ne)?|apothekerin|apotheker|farmacista", "pharmacist"),
    (r"dentista|dentiste|zahnärztin|zahnarzt|tandarts", "dentist"),
    (r"arquitect[oa]|arquitet[oa]|architecte|architektin|architekt|architett[oa]", "architect"),
    (r"periodista|jornalista|journaliste|journalistin|giornalista", "journalist"),
    (r"traductor[a]?|tradutor[a]?|traduct(?:eur|rice)|übersetzerin|übersetzer|traduttrice|"
     r"traduttore|vertaler", "translator"),
    (r"peluquer[oa]|cabeleireir[oa]|coiffeuse|coiffeur|friseurin|friseur|parrucchier[ea]|kapper",
     "hairdresser"),
    (r"agricultor[a]?|granjer[oa]|agricult(?:eur|rice)|bäuerin|bauer|landwirtin|landwirt|"
     r"contadin[oa]|boer", "farmer"),
    (r"rabino|rabin|rabbin|rabbino", "rabbi"),
    (r"sacerdote|prêtre|priester|pastor[a]?|pasteure?", "priest"),
    (r"conductor[a]?|chofer|motorista|chauffeur|fahrerin|fahrer|autista", "driver"),
    (r"mec[aâ]nic[oa]|mécanicien(?:ne)?|mechanikerin|mechaniker|meccanic[oa]|monteur", "mechanic"),
    (r"psic[oó]log[oa]|psychologue|psychologin|psychologe|psicolog[oa]|psycholoog", "psychologist"),
    (r"fisioterapeuta|kiné(?:sithérapeute)?|physiotherapeutin|physiotherapeut|fisioterapista|"
     r"fysiotherapeut", "physiotherapist"),
    (r"komponistin|komponist|compositor[a]?|compositrice|compositeur|compositore|componist",
     "composer"),
    (r"lokführerin|lokführer|lokfuehrer|conducteur\s+de\s+train|maquinista", "train driver"),
    (r"prof", "teacher"),
)  # fmt: skip
