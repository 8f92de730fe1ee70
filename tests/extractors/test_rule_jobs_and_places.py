"""Jobs and places said through frames other than "I'm a … / I live in …" (written before
the rules for them): a job named by what one does to a group or a thing, by how long or which
season, as a bare noun phrase, by where one is employed now, with its workplace and city,
trade slang and the clergy; a home named by "home is", a move with its direction, where one
grew up in passing, a move from one's country, a home being done up. Each class has phrasings
that must give the fact (one identity title with every listed word) and look-alikes that
must not."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_identity_classes import has_all, identity_titles


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # what one does to a group or a thing, and where
        ("I coach an under-12 netball squad in Dunedin", ("netball squad", "dunedin")),
        ("i conduct a youth orchestra in Porto Alegre", ("orchestra", "porto alegre")),
        ("I direct a small theatre company in Bergen, mostly musicals", ("theatre", "bergen")),
        ("we run a gospel choir in Kumasi", ("choir", "kumasi")),
        ("i repair clocks for a living in York", ("clocks", "york")),
        ("I do nails for a living lol", ("nails",)),
        ("I shoe horses for a living near Lexington", ("horses", "lexington")),
        # how long, which season
        ("third season as a guide on a river raft out of Queenstown", ("guide", "queenstown")),
        ("my first year as a paramedic, it's brutal", ("paramedic",)),
        ("been farming 30 years out of Dubbo", ("farmer", "dubbo")),
        ("Been nursing 12 years in Swansea", ("nurse", "swansea")),
        ("I've been a tower crane operator for 8 years", ("crane operator",)),
        # a bare noun phrase with a named employer, or "here"
        ("wildlife ranger at Kruger, mostly night patrols", ("ranger", "kruger")),
        ("senior conservator with the Rijksmuseum", ("conservator", "Rijksmuseum")),
        ("pro wrestler here, from Monterrey", ("wrestler",)),
        ("Glassblower here 🔥", ("glassblower",)),
        # where one is employed now
        ("my day job is at an insurance firm", ("insurance firm",)),
        ("im at a fintech startup now", ("fintech startup",)),
        ("I'm with a small consultancy these days", ("consultancy",)),
        # the workplace and its city
        ("working as a cleaner in a care home in Leicester", ("cleaner", "leicester")),
        ("I'm a dishwasher in a hotel in Rotterdam", ("dishwasher", "rotterdam")),
        ("i'm working as a welder in a shipyard in Gdynia", ("welder", "gdynia")),
        ("I work as translator for a Swiss company", ("translator",)),
        # trade slang and the clergy
        ("im a sparky, mostly domestic jobs", ("sparky",)),
        ("I'm a postie in Ayr", ("postie", "ayr")),
        ("I'm the rabbi of a small congregation in Leeds", ("rabbi", "leeds")),
        ("I'm an imam at a mosque in Bradford", ("imam",)),
        # gig platforms and work of one's own
        ("drive lyft weekends in Phoenix", ("lyft", "phoenix")),
        ("FIFO at a copper mine out of Mount Isa", ("mine", "mount isa")),
        ("i'm a barber, got a little shop in Hull", ("shop", "hull")),
        # a working life by its length and place, a farm and its place
        ("I'm a retired nurse, 35 years working nights in Aberdeen", ("aberdeen",)),
        ("we farm dairy outside Taupo", ("dairy", "taupo")),
        ("I farmed cattle near Tamworth for forty years", ("cattle", "tamworth")),
        # the workplace first, the job after it; a job of some years now
        ("I work in a care home as a night carer", ("carer", "care home")),
        ("i work at a garage in Wexford as a mechanic", ("mechanic", "wexford")),
        ("I've worked as a sous chef for 6 years", ("sous chef",)),
        ("I've been working at Airbus for 12 years", ("airbus",)),
        ("I'm in logistics, mostly night planning", ("logistics",)),
        ("I'm an EMT in Ohio", ("emt", "ohio")),
        # a vehicle one drives is the job
        ("I drive a bus in Cardiff", ("bus driver", "cardiff")),
        ("i drive a forklift nights", ("forklift",)),
        ("now I'm temping at two agencies", ("temp",)),
        ("I'm subbing at three schools in Cork these days", ("substitute teacher", "cork")),
        ("i do my nursing degree part time", ("nursing degree",)),
        ("I'm a welder out of Fort McMurray been doing it 9 years", ("welder", "fort mcmurray")),
        ("finished my MSc in soil science at Wageningen", ("MSc in soil science", "Wageningen")),
        ("I work from home in Tralee", ("tralee",)),
        ("my office is in Canary Wharf", ("canary wharf",)),
        ("I'm a vet tech in Tucson", ("vet tech", "tucson")),
        ("i'm a dental assistant at a clinic in Brno", ("dental assistant",)),
        ("I'm a team lead at Zalando", ("team lead", "zalando")),
        ("I'm the head chef at a tapas bar in Leeds", ("head chef", "tapas bar", "leeds")),
        ("used to nurse but now I sell houses", ("sells houses",)),
        # other languages
        ("je suis prof de piano à Québec", ("piano teacher", "québec")),
        ("soy rabino en Rosario", ("rabbi", "rosario")),
        ("saya tinggal di Medan", ("medan",)),
        ("kerja sebagai guru di sekolah", ("teacher",)),
    ],
)
def test_a_job_said_through_its_frame(text: str, words: tuple[str, ...]) -> None:
    assert has_all(identity_titles(text), words), identity_titles(text)


@pytest.mark.parametrize(
    ("answer", "words"),
    [
        ("st luke's, cape coast", ("cape coast",)),
        ("a school in Kisumu", ("school", "kisumu")),
        ("Aldi", ("aldi",)),
    ],
)
def test_a_reply_to_where_do_you_work(answer: str, words: tuple[str, ...]) -> None:
    titles = identity_titles(("assistant", "Where do you work?"), answer)
    assert has_all(titles, words), titles


def test_a_stay_until_next_year_is_where_one_lives_and_until_friday_is_not() -> None:
    assert has_all(identity_titles("so I'm in Tartu till at least next year"), ("tartu",))
    assert not identity_titles("I'm in Tartu till friday")


def test_a_job_title_keeps_the_workplace_and_the_city() -> None:
    titles = identity_titles("I'm a porter in St Mary's hospital in Preston, nights")
    assert has_all(titles, ("porter", "St Mary's hospital", "Preston")), titles


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("home is Darwin with the wife and kids", ("darwin",)),
        ("home's Tromsø these days", ("tromsø",)),
        ("we moved north to Inverness last year", ("inverness",)),
        ("i moved back west to Galway", ("galway",)),
        ("only the bus back in Leeds where I grew up", ("leeds",)),
        ("been here 3 yrs since i came over from Lima", ("lima",)),
        ("we emigrated from Harare in 2010", ("harare",)),
        ("we're doing up a farmhouse in Asturias", ("asturias",)),
        ("renovating a terrace in Sheffield, the stairs are a nightmare", ("sheffield",)),
        ("I live in a small village outside Ripon", ("outside ripon",)),
        ("we live out in the sticks near Castlebar", ("castlebar",)),
        ("I'm Glasgow-based", ("glasgow",)),
        ("grew up on a dairy farm in Wisconsin", ("wisconsin",)),
        ("I'm from the Netherlands originally", ("netherlands",)),
        ("I stay in Kampala with my aunt", ("kampala",)),
        ("our flat in Leith is tiny", ("leith",)),
        ("I'm a Kiwi living in Utrecht", ("utrecht",)),
        ("ich wohne seit drei Jahren in Graz", ("graz",)),
        ("I recently moved to Tromsø", ("tromsø",)),
        ("Bradford born and bred", ("bradford",)),
        ("home for me is Cork", ("cork",)),
        ("moro em Porto há dez anos", ("porto",)),
    ],
)
def test_a_place_said_through_its_frame(text: str, words: tuple[str, ...]) -> None:
    assert has_all(identity_titles(text), words), identity_titles(text)


@pytest.mark.parametrize(
    "text",
    [
        "I coach myself through it",
        "can you coach me through this",
        "I'd love to tune pianos for a living",
        "what do you do for a living",
        "I want to write for a living",
        "been driving 10 years and never had a crash",
        "been fishing since i was a kid",
        "long time lurker here",
        "total beginner here",
        "first timer here",
        "water at the gym is free",
        "dinner at Nando's tonight",
        "summer in Lisbon was great",
        "my job is at risk",
        "I'm at the bank right now",
        "im at a cafe",
        "I'm at a loss",
        "my dad was a sparky",
        "I'm the one who asked",
        "home is where the heart is",
        "home is a mess right now",
        "i came from work",
        "we moved on to the next topic",
        "renovating the bathroom this week",
        "if I were a rabbi I'd know this",
        "are you a postie?",
        "20 years living in Leeds, I love it",
        "I'm in it for the long haul",
        "I'm doing a whole degree on this apparently",
        "my office is in a mess",
        "I'm a bit of a tech nerd",
        "I sell my old clothes on the side",
        "I'm the driver tonight",
        "finished my degree in time",
        "Parisian here, ask me anything",
        "I drive a taxi sometimes for fun lol",
        "I'm the designated driver at the party",
        "got a studio in Brighton booked for the shoot",
        "we stay in Premier Inns",
        "our house in Spain is rented out",
        "charger for iPhone",
        "supper with Gran tonight",
        "I'm at a hospital now for a scan",
        "we stay in Premier Inns when we travel",
        "I've worked at home for years",
        "I stay in bed on sundays",
        "i stay in touch with my old boss",
        "I'm plant-based these days",
        "our holiday home in Spain needs a new roof",
        "I'm from the office",
        "I drive a hard bargain",
        "three years waiting for a council flat",
        "I farm out the boring bits to my team",
    ],
)
def test_a_look_alike_gives_no_job_or_place(text: str) -> None:
    found = [
        t for t in identity_titles(text) if t.startswith(("Works", "Lives", "Is from", "Has a"))
    ]
    found += [
        t for t in identity_titles(text) if t.split()[0].endswith("s") and "for a living" in t
    ]
    assert not found, found
