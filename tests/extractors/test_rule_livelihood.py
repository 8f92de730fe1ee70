"""A living said without "I'm a <job>" (`rules/identity_livelihood.py`, the gig row of
`rules/identity_life.py`, the business rows of `rules/identity_origin_rows.py`): gig work by
its platform and town or by money made on it, work done for a firm, a trade status with what
is done, a tax registration, the services one mostly does, teaching by the hour, a side role
by when it is done, a market traded at, a business opened or taken over (with whom), a
workplace named by one's shift and a day job's place. Look-alikes: a customer of the same
platforms, one thing sold, a plan or a wish, someone else's business."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_identity_classes import but_bare_kin, has_all, identity_titles


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # gig work by its platform, with how and where it is ridden
        (
            "i do uber eats on a moped in leicester most evenings",
            ("delivers", "uber eats", "leicester"),
        ),
        ("i do glovo by bike in valencia", ("delivers for glovo", "valencia")),
        ("i do lyft in the evenings", ("drives for lyft",)),
        # money made on a platform
        ("made about 90 quid yesterday on deliveroo", ("delivers for deliveroo",)),
        ("i earn like 600 a week on uber", ("drives for uber",)),
        ("i made 300 last month on etsy", ("sells on etsy",)),
        # work done for a firm
        ("doing school pickups for an agency now", ("school pickups", "agency")),
        (
            "been doing kitchen fits for a builder in stockport since may",
            ("kitchen fits", "stockport"),
        ),
        ("doing night shifts for Tesco now", ("night shifts", "tesco")),
        # a trade status with what is done
        ("im self employed doing removals", ("self-employed", "removals")),
        ("i'm a sole trader doing garden maintenance", ("sole trader", "garden maintenance")),
        # registered for tax or as a trade
        ("we're vat registered now", ("vat-registered",)),
        ("i'm registered as a sole trader", ("registered", "sole trader")),
        ("im registered as a childminder", ("childminder",)),
        # the services one mostly does
        (
            "i mostly do weddings and christenings so weekends are busy",
            ("weddings", "christenings"),
        ),
        ("i mainly do commercial leases", ("commercial leases",)),
        ("I specialise in rescue dogs with anxiety", ("specialises", "rescue dogs")),
        # teaching by the hour
        ("I lecture in organic chemistry at Leeds", ("lectures", "organic chemistry", "leeds")),
        ("i tutor gcse students in physics after work", ("tutors", "physics")),
        ("i give guitar lessons on weekends", ("guitar lessons",)),
        ("I run pottery workshops from home", ("pottery workshops",)),
        # a side role by when it is done
        ("teacher by day, cake maker on weekends", ("cake maker",)),
        ("paramedic by day, tattoo artist by night", ("tattoo artist",)),
        # a market traded at, a trade taken to an event
        ("we're doing the christmas markets in york now", ("trades", "christmas markets", "york")),
        ("we're taking the coffee van to the county show", ("runs a coffee van",)),
        # a business opened, bought or taken over, and with whom
        ("me and my brother started a landscaping business", ("landscaping business", "brother")),
        ("me and my wife opened a little bakery in Cork", ("bakery", "cork", "wife")),
        ("we bought a b&b in the Lakes", ("runs a b&b",)),
        ("i took over a pub in Kendal last year", ("pub", "kendal")),
        # a workplace named by one's shift, a day job's place
        ("3 lectures then my night shift at the care home", ("works at the care home",)),
        ("day job is at a solicitors in Leeds", ("solicitors", "leeds")),
        ("main job is with the council", ("council",)),
        ("day job is in a call centre, soul destroying", ("call centre",)),
        # a vehicle driven for an operator or on a route
        ("i drive trams for Metrolink", ("tram driver", "metrolink")),
        ("i drive a taxi for a firm in Bolton", ("taxi driver", "bolton")),
        ("i drive a school bus route in the mornings", ("school bus driver",)),
        # a farm told by its herd or its land
        ("we run 200 head of sheep near Ruapehu", ("200 head of sheep", "ruapehu")),
        ("i grow garlic on 2 acres", ("garlic", "2 acres")),
        # where the long shifts are worked, the job now named by what it is
        ("i do 10 hr shifts at the depot", ("10-hour shifts", "depot")),
        ("asthmatic, 12 hour shifts on the ambulance", ("12-hour shifts", "ambulance")),
        ("quit teaching, its a copywriter job now at an agency", ("copywriter", "agency")),
        # a job said emphatically, or after a chat tail that ends the clause before it
        ("i really am a tree surgeon in Hexham", ("tree surgeon", "hexham")),
        ("i actually am a paramedic", ("paramedic",)),
        ("no joke lol i'm a beekeeper in Tarn", ("beekeeper",)),
        ("im self employed obvs so do i need to register", ("self-employed",)),
        ("i'm a sole trader so can i claim my phone", ("sole trader",)),
    ],
)
def test_a_living_said_by_what_is_done_is_identity(text: str, words: tuple[str, ...]) -> None:
    titles = identity_titles(text)
    assert has_all(titles, words), titles


@pytest.mark.parametrize(
    "text",
    [
        # a customer of the same platforms
        "i ordered from deliveroo again",
        "we got just eat last night",
        "i spent 60 on uber this week",
        "i made 3 orders on deliveroo",
        "i earned 200 points on uber",
        # one thing sold
        "i sell my old clothes on vinted",
        "i'm selling my car on ebay",
        "i sell my old bike on ebay",
        "i made 20 quid on vinted selling my old clothes",
        # someone else's work or business
        "my brother does deliveroo in leeds",
        "my partner opened a bakery in cork",
        "my brother is registered as a sole trader",
        "my wife's shift at the hospital ends at 8",
        # plans, wishes, questions, conditions
        "thinking of starting a cafe",
        "we might open a cafe next year",
        "i'd love to open a bakery one day",
        "are you vat registered?",
        "if we were vat registered we could claim it back",
        # things bought, chores and favours, pastimes said with the same verbs
        "we bought the tickets for the festival",
        "we bought a coffee at the cafe",
        "i bought a new shop vac",
        "me and my partner went to a cafe in ghent",
        "doing the dishes for my mum now",
        "doing favours for a friend now",
        "i mostly do it on weekends",
        "i mostly do nothing lol",
        "i mainly do the cooking",
        "i specialise in being late lol",
        "i lecture my kids about screen time",
        "i give my dog treats",
        "i run the risk of failing",
        "gamer by night",
        "my shift at work is long",
        "i really am tired of this",
        "lol i am so done with this week",
        "we have the food truck booked for our wedding",
        "i drive the kids to school",
        "i drive a tractor for fun",
        "we grow our own veg",
        "12 hour shifts at the moment",
        "its a dream job at a startup",
    ],
)
def test_a_look_alike_gives_no_living(text: str) -> None:
    titles = but_bare_kin(identity_titles(text))  # "my brother does…" still says there is one
    assert titles == [], titles
