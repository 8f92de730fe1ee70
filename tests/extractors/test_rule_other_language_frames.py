"""Facts said in other languages or in mixed-language chat, read by the shape of the
first-person frame (`rules/foreign.py`, `rules/foreign_frames.py`,
`rules/foreign_words.py`): written before the rules, with new people, places and words,
and look-alikes that must give nothing, or nothing in that layer."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_identity_classes import has_all
from tests.extractors.test_rule_reading import items


def titles_in(layer: str, *turns: str | tuple[str, str]) -> list[str]:
    return [item.title for item in items(*turns) if item.layer == layer]


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # a job noun with what it is about: "X de Y" → "Y X"
        ("soy conductor de autobús en Rosario", ("autobús driver", "rosario")),
        ("je suis prof de maths à Nantes", ("maths teacher", "nantes")),
        ("sou guia de turismo em Ouro Preto", ("turismo guide", "ouro preto")),
        ("soy profe de historia en un liceo", ("history teacher",)),
        ("sono guida di montagna a Bormio", ("montagna guide",)),
        ("soy ingeniero de minas en Antofagasta", ("minas engineer",)),
        # a job noun the table lacks is kept as written, with the place
        ("ich bin Busfahrer in Graz", ("bus driver", "graz")),
        ("ich bin Softwareentwickler bei einer Bank", ("software developer",)),
        ("sou dev java aqui em Recife", ("java dev",)),
        ("soy cervecera en Valdivia", ("brewer",)),
        # a place after "here"
        ("soy panadera aquí en Tandil", ("tandil",)),
        # Hinglish, with the place before the job
        ("main Indore me civil engineer hoon", ("engineer", "indore")),
        ("yaar main Nagpur me pharmacist hoon", ("pharmacist", "nagpur")),
        ("main Ranchi se hoon", ("from ranchi",)),
        ("main Bhopal me rehti hoon", ("lives", "bhopal")),
        # Nigerian Pidgin
        ("I be tailor for Onitsha, na agbada I dey sew", ("tailor", "onitsha")),
        ("I be nurse, na night shift dey kill me", ("nurse",)),
        # Swahili and Sheng
        ("niko eldoret, tunaanza kesho", ("eldoret",)),
        ("mimi ni mwalimu wa hesabu huko Kitale", ("kitale",)),
        ("ninaishi Nakuru na familia yangu", ("nakuru",)),
        # Tagalog and Bengali
        ("taga Iloilo ako pero nasa Manila na", ("iloilo",)),
        ("nakatira ako sa Quezon City", ("quezon",)),
        ("ami Rajshahi e thaki", ("rajshahi",)),
        ("ami Narayanganj e ekta knitting mill te quality inspector", ("inspector", "narayanganj")),
        ("ami Bogura e ekta bank te cashier", ("cashier", "bogura")),
        # a first-person verb with no pronoun
        ("vivo en Mendoza hace 10 años", ("mendoza",)),
        ("bailo salsa con un grupo acá en Montevideo", ("salsa",)),
        ("toco el violín en una orquesta", ("violin",)),
        ("canto en un coro de gospel", ("choir",)),
        ("yo tejo alfombras en telar", ("weav", "alfombras")),
        ("hablo quechua y castellano", ("quechua",)),
        # a relative of the user
        ("mi esposa es enfermera en el hospital regional", ("wife", "nurse")),
        ("meu marido é mecânico", ("husband", "mechanic")),
        ("ma fille s'appelle Maëlle", ("daughter", "maëlle")),
        ("mi hijo se llama Bruno y tiene 9", ("son", "bruno")),
        # age, state, diet and health
        ("tengo 41 años y dos perros", ("41",)),
        ("j'ai 58 ans", ("58",)),
        ("ich bin 33 jahre alt", ("33",)),
        ("estoy casado hace 12 años", ("married",)),
        ("sou vegetariana", ("vegetarian",)),
        ("soy alérgico a los mariscos", ("allergic", "shellfish")),
        ("je suis allergique aux noix", ("allergic", "nuts")),
        ("tengo 29 años y soy celíaca", ("coeliac",)),
        ("ich bin schwanger, 20. Woche", ("pregnant",)),
        ("estoy jubilada desde marzo", ("retired",)),
    ],
)
def test_a_first_person_frame_in_another_language(text: str, words: tuple[str, ...]) -> None:
    found = titles_in("identity", text)
    assert has_all(found, words), found


@pytest.mark.parametrize(
    "text",
    [
        # someone else, not the user
        "mi amigo es conductor de taxi en Lima",
        "su esposo es médico",
        "el conductor de autobús llegó tarde",
        # a state that is no fact about the user
        "estoy cansada hoy",
        "estoy en el bus",
        "niko sawa, asante",
        "niko njiani, nakuja",
        "niko job, nitakupigia",
        # Pidgin "I be" that is no job
        "I be like say make I rest small",
        "I be dey wait since morning",
        # English text is never rewritten
        "main thing is I need sleep",
        "ami jani na, ki korbo",
        "ma wee dug is mental",
    ],
)
def test_no_identity_in_look_alikes(text: str) -> None:
    assert titles_in("identity", text) == [], text


def test_two_frames_joined_by_and_give_two_facts() -> None:
    found = titles_in("identity", "tengo 37 años y soy alérgica a la penicilina")
    assert has_all(found, ("37",)), found
    assert has_all(found, ("allergic", "penicillin")), found


def test_a_relative_in_the_other_language_is_not_the_user() -> None:
    found = titles_in("identity", "mi hermana es abogada en Quito")
    assert not any(t.lower().startswith("works as") for t in found), found


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # a request about the answers, in another language or a chat language
        ("porfa no me pongas advertencias legales", ("advertencias",)),
        ("não me dê resumos no final", ("resumos",)),
        ("siempre me respondes con ejemplos", ("always", "ejemplos")),
        ("respostas curtas por favor", ("short",)),
        ("aur pls short me samjhao", ("short",)),
        ("abeg keep am short", ("short",)),
        ("usa grados celsius siempre porfa", ("celsius",)),
        ("kindly reply in Gujarati", ("gujarati",)),
        ("kindly answer in simple Swahili or English", ("swahili",)),
    ],
)
def test_a_request_about_answers_in_another_language(text: str, words: tuple[str, ...]) -> None:
    found = titles_in("preference", text)
    assert has_all(found, words), found


@pytest.mark.parametrize(
    "text",
    [
        "usa es un país enorme",
        "no me pongas triste jaja",
        "she kindly answered my question",
        "respuestas de la tarea: 3, 5 y 9",
    ],
)
def test_no_request_in_look_alikes(text: str) -> None:
    assert titles_in("preference", text) == [], text


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # nationality, and what one keeps, counted as the language counts
        ("sou brasileiro, moro em Porto há 3 anos", ("brazilian",)),
        ("soy venezolana y vivo en Medellín", ("venezuelan",)),
        ("nina mbuzi wanne huko Machakos", ("goats",)),
        ("tengo unas 200 gallinas cerca de Salta", ("salta",)),
    ],
)
def test_nationality_and_what_one_keeps(text: str, words: tuple[str, ...]) -> None:
    found = titles_in("identity", text)
    assert has_all(found, words), found


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # a dated plan in Portuguese or Spanish, with the month in that language
        ("me voy a Lima en octubre, ya tengo el pasaje", ("lima", "october")),
        ("vou pra Natal em dezembro", ("natal", "december")),
        ("amanhã tenho audiência no fórum", ("hearing",)),
        ("amanhã tenho prova de química", ("exam",)),
        ("nitakuwa Eldoret, harusi ya kaka yangu on saturday", ("brother", "wedding")),
    ],
)
def test_a_plan_in_another_language(text: str, words: tuple[str, ...]) -> None:
    found = titles_in("activity", text)
    assert has_all(found, words), found


@pytest.mark.parametrize(
    "text",
    [
        "me voy a dormir",
        "mi hermano se va a Lima en octubre",
        "vou pensar nisso",
    ],
)
def test_no_plan_in_look_alikes(text: str) -> None:
    assert titles_in("activity", text) == [], text


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("je nage en eau libre toute l'année au lac d'annecy", "swims"),
        ("nado en el mar todos los días", "swims"),
        ("ich schwimme jeden morgen im see", "swims"),
        ("ich klettere zweimal pro woche in der halle", "climbs"),
        ("escalo en la sierra los domingos", "climbs"),
    ],
)
def test_a_sport_kept_up_said_by_its_verb(text: str, word: str) -> None:
    titles = titles_in("identity", text)
    assert any(t.lower().startswith(word) for t in titles), titles


@pytest.mark.parametrize(
    "text",
    [
        "nado?",  # a bare word, asked
        "¿nado en el mar mañana?",  # a question
        "mi hermano nada en el mar",  # someone else's
    ],
)
def test_no_sport_of_the_users_from_these(text: str) -> None:
    titles = titles_in("identity", text)
    assert not any(t.lower().startswith(("swims", "climbs")) for t in titles), titles
