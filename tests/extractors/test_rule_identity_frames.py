"""Identity read from the frames real chat wraps it in: discourse before the fact, a fact
list said in one breath, a place or employer after the job that the title must keep, a
degree in progress, a job one is on leave from, and fragments answering the assistant's
question. Each positive lists the words the identity title must contain; the negatives
(questions, wishes, other people, role-play) must give no identity at all."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_identity_classes import but_bare_kin, has_all, identity_titles


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("then I'm a nurse in Derby", ("nurse",)),
        ("Okay so a bit of background: I'm a pharmacist", ("pharmacist",)),
        ("a bit of context: im a plumber in hull", ("plumber", "hull")),
        ("some background - I'm a welder", ("welder",)),
        ("hola, im a teacher in quito", ("teacher", "quito")),
        ("halo! I'm a nurse", ("nurse",)),
        ("ahh thanks. i'm a vet in Cork", ("vet", "cork")),
        ("oh btw im vegan", ("vegan",)),
        ("anyway so i live in Leeds", ("leeds",)),
        ("ok so basically im a chef", ("chef",)),
        ("right so, quick background, I'm a midwife", ("midwife",)),
        ("first off, i'm a paramedic in Reno", ("paramedic", "reno")),
    ],
)
def test_discourse_before_the_fact(text: str, words: tuple[str, ...]) -> None:
    assert has_all(identity_titles(text), words), identity_titles(text)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (
            "I'm a volunteer firefighter in a little town near Stellenbosch",
            ("firefighter", "stellenbosch"),
        ),
        ("frontend dev here, working remotely for an agency in Lagos", ("lagos",)),
        ("im a nurse at a clinic in Accra", ("nurse", "accra")),
        ("I'm a carpenter in a village outside Galway", ("carpenter", "galway")),
        ("i'm a teacher at a small school near Dundee", ("teacher", "dundee")),
        ("I just started as a barista at a cafe in Ghent", ("barista", "ghent")),
        ("just started as a junior dev at a bank", ("junior dev",)),
        ("im a long haul trucker out of winnipeg", ("trucker", "winnipeg")),
        ("I'm a pilot based out of Dubai", ("pilot", "dubai")),
        ("i work as a chef at a hotel in Bath", ("chef", "bath")),
        ("I'm a paramedic just outside Leeds", ("paramedic", "leeds")),
        ("im a receptionist at a gym around Brixton", ("receptionist", "brixton")),
    ],
)
def test_the_place_of_a_job_stays_in_its_title(text: str, words: tuple[str, ...]) -> None:
    assert has_all(identity_titles(text), words), identity_titles(text)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("electrician, two daughters, widowed, live just outside Ballarat", ("ballarat",)),
        ("electrician, two daughters, widowed, live just outside Ballarat", ("widowed",)),
        ("electrician, two daughters, widowed, live just outside Ballarat", ("daughters",)),
        ("single dad, two daughters (5 and 8), work nights as a security guard", ("single",)),
        (
            "single dad, two daughters (5 and 8), work nights as a security guard",
            ("security guard",),
        ),
        ("nurse, 34, married, two kids, live in Cardiff", ("cardiff",)),
        ("34, married, live in Cardiff", ("34",)),
        ("plumber, divorced, one son", ("divorced",)),
        ("teacher, vegan, live in Bristol with my cat", ("bristol",)),
        ("retired, widowed, live alone in a flat in Hove", ("hove",)),
        ("mum of 3, part time nurse, live in Perth", ("perth",)),
        ("welder, 41, from Gdansk originally", ("gdansk",)),
    ],
)
def test_a_list_of_facts_in_one_breath(text: str, words: tuple[str, ...]) -> None:
    assert has_all(identity_titles(text), words), identity_titles(text)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("Doing a PhD in marine biology at the University of Cape Town", ("marine biology",)),
        ("Doing a PhD in marine biology at the University of Cape Town", ("cape town",)),
        ("im in my 4th yr of architecture at la catolica in santiago", ("architecture",)),
        ("im in my 4th yr of architecture at la catolica in santiago", ("santiago",)),
        ("im 19 btw, first year of engineering at Strathclyde", ("strathclyde",)),
        ("doing a masters in nursing at Leeds uni", ("nursing",)),
        ("I'm doing an MSc in data science at UCL", ("data science",)),
        ("studying law at Trinity", ("law", "trinity")),
        ("i'm studying nursing in Glasgow", ("nursing",)),
        ("currently doing my phd in chemistry", ("chemistry",)),
        ("second year of medicine at Monash", ("medicine",)),
        ("I'm halfway through a degree in history at Exeter", ("history",)),
    ],
)
def test_a_degree_in_progress(text: str, words: tuple[str, ...]) -> None:
    assert has_all(identity_titles(text), words), identity_titles(text)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("on mat leave from my job as a civil engineer", ("civil engineer",)),
        ("on mat leave from my job as a civil engineer, baby Ines is 4 months old", ("baby",)),
        ("I'm on maternity leave from my job as a teacher", ("teacher",)),
        ("on paternity leave from my job as a nurse", ("nurse",)),
        ("i make podcasts for a living", ("podcast",)),
        ("I fix boilers for a living", ("boiler",)),
        ("i drive a bus for a living", ("bus",)),
        ("we've got three chickens and a goat called Doris", ("goat",)),
        ("we've got three chickens and a goat called Doris", ("chicken",)),
        ("I speak Amharic with my parents and English everywhere else", ("amharic",)),
        ("we moved out to a smallholding in county clare last year", ("clare",)),
        ("also i get migraines", ("migraine",)),
        ("im type 1 diabetic btw", ("type 1 diabetic",)),
        ("i have panic disorder so dentists are extra fun", ("panic",)),
        ("I've had panic attacks since uni", ("panic",)),
        ("i'm pescatarian and allergic to shellfish", ("shellfish",)),
    ],
)
def test_other_open_frames(text: str, words: tuple[str, ...]) -> None:
    assert has_all(identity_titles(text), words), identity_titles(text)


@pytest.mark.parametrize(
    ("question", "answer", "words"),
    [
        ("where are you?", "nelson, top of the south island 🐝", ("nelson",)),
        ("Where are you based?", "just outside ballarat", ("ballarat",)),
        ("where do you live?", "Kraków, for now", ("kraków",)),
        ("whereabouts are you?", "a little town near Stellenbosch", ("stellenbosch",)),
        ("what do you do?", "frontend dev, mostly react", ("frontend dev",)),
        ("what do you do for a living?", "electrician. 20 years", ("electrician",)),
        ("what are you studying?", "marine biology at UCT", ("marine biology",)),
        ("Do you have any pets?", "a beagle called Bruno", ("beagle", "bruno")),
    ],
)
def test_a_fragment_answering_the_assistant(
    question: str, answer: str, words: tuple[str, ...]
) -> None:
    titles = identity_titles(("assistant", question), answer)
    assert has_all(titles, words), titles


@pytest.mark.parametrize(
    "text",
    [
        "then my sister is a nurse in Derby",
        "a bit of background: my husband is a pharmacist",
        "my brother just started as a barista at a cafe in Ghent",
        "my wife is doing a PhD in marine biology at UCT",
        "my mum gets migraines",
    ],
)
def test_a_relatives_fact_stays_theirs(text: str) -> None:
    titles = but_bare_kin(identity_titles(text))
    assert all(t.split()[0] in ("Sister", "Husband", "Brother", "Wife", "Mum") for t in titles)


@pytest.mark.parametrize(
    "text",
    [
        "are you a volunteer firefighter near Stellenbosch?",
        "if I were a barista at a cafe in Ghent I'd be broke",
        "should I do a PhD in marine biology?",
        "I wish I'd become a vet",
        "my sister is on mat leave from her job as a teacher",
        "imagine you're a trucker out of winnipeg",
        "my friend makes podcasts for a living",
        "what if I moved to a smallholding in clare?",
        "does anyone speak Amharic here?",
    ],
)
def test_look_alikes_give_no_identity(text: str) -> None:
    assert but_bare_kin(identity_titles(text)) == [], identity_titles(text)


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("where are you?", "lol nowhere interesting"),
        ("what do you do?", "not much tbh"),
        ("where are you based?", "why do you ask?"),
    ],
)
def test_an_empty_answer_gives_no_identity(question: str, answer: str) -> None:
    assert identity_titles(("assistant", question), answer) == []
