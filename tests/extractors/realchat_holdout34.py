"""Held-out set 34: travel, moves and life abroad.

Expats, migrants, students abroad, digital nomads, long trips, visas, commuting across
borders, homesickness and the languages people mix once they live somewhere new.

How it was written (and kept independent of the patterns):

1. A list of situations first (below, `SITUATIONS`), each a kind of person on the move or a
   kind of chat hazard, chosen from what people abroad tell a chat assistant, not from what
   any pattern could match.
2. For each situation, the user's turns as a person would type them: run-on messages with
   several facts and a question, lowercase without apostrophes, typos, emoji, filler,
   sarcasm, Spanish/French/Portuguese/German/Tagalog/Darija fragments, pasted code,
   forwarded letters, text to translate, role-play, wishes and hypotheticals, and fragment
   answers to a question the assistant asked one or two turns earlier.
3. Labels written with each turn, by asking "what would a careful human note about this
   user from this message, in a long-term memory?", following the label guide's layers.
   Facts about other people are labelled only for what they say about the user; facts
   inside stories, role-play, wishes, forwarded or to-be-translated text get no label.
   Roughly a third of the user turns state nothing durable about the user and carry none.
4. Written without reading the extractor, its rules or any other labelled set, and never
   measured before it was committed. A label the extractor misses stays a miss.
"""

from __future__ import annotations

from tests.extractors.realchat_corpus import A, Conversation, U

SITUATIONS = (
    "an american remote developer three weeks into lisbon, needing a tax number for a lease",
    "a filipino nurse now in leeds, taking back her manila and ER memories (existing memories)",
    "a german exchange student in seoul with a language course and midterms",
    "a digital nomad planning six weeks in georgia, answering the dates in a fragment",
    "a story request about a migrant, then the user admits it is their own story",
    "a sarcastic renter in utrecht who 'loves' the housing market and needs a dutch letter",
    "a cross-border commuter living in strasbourg and working in germany, pasting a letter",
    "a homesick masters student in toronto at 2am asking for a recipe",
    "a spanglish user helping her mom through a green card interview",
    "a barista who left berlin for krakow after a parent's stroke (existing memories)",
    "a 29-year-old asking a hypothetical about a japanese working holiday visa",
    "a forwarded admission letter from a dutch university, then an english test date",
    "a nomad pasting a python currency script with a KeyError",
    "someone learning portuguese for nationality, setting how answers should look",
    "a pharmacist in lyon daydreaming about the azores, answering in one word",
    "a motorbike overlander planning cairo to cape town, with a lesson from morocco",
    "a venting migrant stuck renewing a french residence permit, nothing else to keep",
    "a family relocating from nairobi to dubai, answering the kids' ages two turns late",
    "a banker back in manchester after eleven years in singapore (existing memories)",
    "a translation request whose text mentions the user's son, then a fact outside it",
    "a chinese commerce student in melbourne paid cash at a part-time job",
    "a nomad in bali working new york hours, asking for times in bali time",
    "a chilean phd student in reykjavik missing her old cat, asking for a poem",
    "moving a dog from mexico city to madrid, breed given in a fragment",
    "a lesson about overstaying the schengen limit, passport given in a fragment",
    "small talk about germans and red lights, nothing durable",
    "a moroccan nursing student in montreal mixing french, english and darija",
    "a tijuana resident commuting to a chula vista hospital, writing in spanish",
    "an exchange student back in auckland who also stopped being vegetarian (existing memories)",
    "a user asking about a roommate's visa, saying little about themselves",
    "a brazilian frontend developer job hunting in amsterdam from sao paulo",
    "role-play as a border officer to rehearse a uk entry, stepping out of character",
)

HOLDOUT34: list[Conversation] = [
    Conversation(
        SITUATIONS[0],
        [
            (
                U,
                "ok so i moved to lisbon 3 weeks ago from columbus ohio, i work remote as a "
                "backend dev for a us company and i need to get a NIF before i can sign the lease "
                "on this apartment in arroios. do i need a fiscal rep or can i just walk into "
                "financas myself??",
                [
                    ("identity", "lisbon"),
                    ("identity", "columbus"),
                    ("identity", "backend"),
                    ("context", "nif"),
                ],
            ),
            (
                A,
                "As a US citizen you'll usually need a fiscal representative to get a NIF, "
                "unless you already have a Portuguese address. Do you have one yet?",
                [],
            ),
            (U, "not yet lol thats kind of the whole problem", []),
            (
                A,
                "Then a rep (or an online NIF service) is the quickest route. Want a list of "
                "what they'll ask for?",
                [],
            ),
            (
                U,
                "yes pls. and keep answers short in general, i read these on my phone between "
                "calls",
                [("preference", "short")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[1],
        [
            (
                U,
                "update!! im officially in leeds now 🇬🇧 started at st james as a band 5 on the "
                "cardiac ward last monday, no more ER for me 😅",
                [
                    ("retract", "manila"),
                    ("identity", "leeds"),
                    ("retract", "nurse"),
                    ("identity", "cardiac"),
                ],
            ),
            (A, "Congratulations! How are you finding it so far?", []),
            (
                U,
                "the yorkshire accent is killing me tho. a patient asked for a brew and i brought "
                "him a can of beer from the relatives room 💀 what other words should i know",
                [],
            ),
            (
                A,
                "Ha! 'Brew' is tea. A few more: 'ginnel' (alley), 'nowt' (nothing), 'mardy' "
                "(grumpy). How are you settling in otherwise?",
                [],
            ),
            (
                U,
                "homesick tbh. i video call my grandma every sunday, shes 84 and basically raised "
                "me. miss ko na talaga yung luto niya 😢",
                [("identity", "grand")],
            ),
        ],
        existing=[
            ("m1", "Lives in Manila", "personal"),
            ("m2", "Works as an ER nurse", "professional"),
        ],
    ),
    Conversation(
        SITUATIONS[2],
        [
            (
                U,
                "annyeong lol. im an exchange student from hamburg doing one semester at yonsei "
                "and im taking the korean language course 3x a week. can u explain 은/는 vs 이/가 "
                "like im 5",
                [("identity", "hamburg"), ("context", "yonsei"), ("context", "korean")],
            ),
            (
                A,
                "은/는 marks the topic (what you're talking about, often for contrast); 이/가 marks "
                "the subject, often new information. 저는 학생이에요 = 'as for me, I'm a student'.",
                [],
            ),
            (U, "ok that actually clicked. thx", []),
            (
                U,
                "btw midterms are next thursday and i havent opened the econ textbook once 🙃",
                [("activity", "midterm")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[3],
        [
            (
                U,
                "been a digital nomad for 3 yrs, freelance ux designer, currently in chiang mai "
                "(before that medellin). need a packing list for 6 weeks in georgia, the country "
                "not the state lol. carry on only. pls make it a checklist not paragraphs",
                [
                    ("identity", "nomad"),
                    ("identity", "ux"),
                    ("identity", "chiang mai"),
                    ("activity", "georgia"),
                    ("preference", "checklist"),
                ],
            ),
            (A, "On it. When are you going? Weather swings a lot between June and October.", []),
            (U, "mid june, flying into tbilisi on the 14th", [("activity", "tbilisi")]),
            (U, "oh and add a good power bank, mine is dying", []),
        ],
    ),
    Conversation(
        SITUATIONS[4],
        [
            (
                U,
                "write me a short story about a guy who arrives in marseille with one suitcase and "
                "his cousins phone number on a napkin. make him algerian, 19, a mechanic",
                [],
            ),
            (
                A,
                "Karim stepped off the ferry at La Joliette with the napkin folded into his "
                "passport...",
                [],
            ),
            (
                U,
                "lol ok confession i did basically exactly that in 2009, from oran. make it less "
                "sad pls, it wasnt all rain and crying",
                [("identity", "oran")],
            ),
            (A, "Here's a warmer version, with the first night at the cousin's place...", []),
            (
                U,
                "perfect 😭 my daughter is gonna read it for her french class, shes 12",
                [("identity", "daughter")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[5],
        [
            (
                U,
                "i LOVE the dutch housing market. 1400 a month for a room in utrecht with 4 "
                "roommates and a shower that produces mist. living the dream 🙃",
                [("identity", "utrecht")],
            ),
            (A, "That sounds rough. Is there something I can help with?", []),
            (
                U,
                "yeah i need to write a complaint about the mold in the bathroom, its been 2 "
                "months and they keep ignoring it. in dutch if possible, my dutch is A2 at best",
                [("context", "mold"), ("identity", "dutch")],
            ),
            (A, "Sure. Is the landlord a private person or an agency?", []),
            (U, "agency. found it on pararius, theyre called Van Dijk Wonen", []),
        ],
    ),
    Conversation(
        SITUATIONS[6],
        [
            (
                U,
                "how does tax work if you live in france and work in germany?? i live in "
                "strasbourg and work at a logistics company in offenburg, i cross every day with "
                "the tram + train",
                [("identity", "strasbourg"), ("identity", "offenburg")],
            ),
            (
                A,
                "Under the Franco-German treaty, frontier workers in the border zone are usually "
                "taxed in France. Have you filed the form 5011 / Grenzgänger certificate yet?",
                [],
            ),
            (
                U,
                "no idea what that is lol. my wife handles the paperwork usually, shes german",
                [("identity", "wife")],
            ),
            (
                U,
                "ok can you translate this letter, it came yesterday:\n\n"
                '"Sehr geehrter Herr Keller, für die Bearbeitung Ihrer Einkommensteuererklärung '
                "2023 benötigen wir noch folgende Unterlagen: Ansässigkeitsbescheinigung, "
                'Lohnsteuerbescheinigung. Bitte reichen Sie diese bis zum 30.06. ein."',
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[7],
        [
            (
                U,
                "its 2am and i cant sleep. first winter in toronto, -25 today. im doing my masters "
                "in data science at UofT and everyone here already has their friend groups. i miss "
                "my ammas sambar so much",
                [("identity", "toronto"), ("context", "data science")],
            ),
            (
                A,
                "That first winter is genuinely hard, and 2am makes everything heavier. Is there "
                "a Tamil or South Indian student group on campus?",
                [],
            ),
            (U, "yeah theres one, went once. its fine", []),
            (
                U,
                "can you give me a sambar recipe that works with what no frills has. i dont eat "
                "onion or garlic btw",
                [("identity", "onion")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[8],
        [
            (
                U,
                "oye necesito ayuda, my mom just got her green card interview date, es el 12 de "
                "junio en uscis houston and she only speaks spanish. can i go in with her as her "
                "interpreter??",
                [("identity", "mom"), ("activity", "interview")],
            ),
            (
                A,
                "USCIS generally requires a neutral interpreter, but family members are sometimes "
                "allowed if they sign Form G-1256. Does she have an attorney?",
                [],
            ),
            (
                U,
                "no, too expensive. we did the whole i-130 ourselves bc im a citizen since 2019",
                [("identity", "citizen")],
            ),
            (U, "gracias!! eres lo maximo 🙏", []),
        ],
    ),
    Conversation(
        SITUATIONS[9],
        [
            (
                U,
                "hey small life update, i left berlin. moved back to krakow to be near my parents, "
                "my dad had a stroke in march",
                [("retract", "berlin"), ("identity", "krakow"), ("identity", "dad")],
            ),
            (A, "I'm sorry about your dad. How is he doing, and how are you?", []),
            (
                U,
                "hes walking again slowly. and im still doing coffee, got a job at a roastery in "
                "kazimierz. way better than pulling shots for tourists all day lol",
                [("retract", "barista"), ("identity", "roastery")],
            ),
            (
                U,
                "can you help me write an email in german to my old berlin landlord asking for my "
                "deposit back? hes been ignoring me for 6 weeks",
                [("context", "deposit")],
            ),
        ],
        existing=[
            ("m1", "Lives in Berlin", "personal"),
            ("m2", "Works as a barista", "professional"),
        ],
    ),
    Conversation(
        SITUATIONS[10],
        [
            (
                U,
                "if i got the japanese working holiday visa could i work at a ski resort in niseko? "
                "asking for... me. im 29 and i think the cutoff is 30 😬",
                [("identity", "29")],
            ),
            (
                A,
                "Yes, resort work is one of the most common working-holiday jobs. The age limit "
                "depends on your passport: which nationality are you?",
                [],
            ),
            (U, "canadian", [("identity", "canadian")]),
            (U, "ok and realistically how much would i need saved, i have like 6k cad", []),
        ],
    ),
    Conversation(
        SITUATIONS[11],
        [
            (
                U,
                "can u check if this means im accepted or not?? i cant tell\n\n"
                "> Dear Applicant, We are pleased to inform you that your application to the MSc "
                "Urban Planning programme at TU Delft has been conditionally accepted, pending "
                "proof of English proficiency (IELTS 6.5 overall, no band below 6.0).",
                [],
            ),
            (
                A,
                "Yes, you're in, on one condition: you need to show an IELTS of 6.5 overall with "
                "no band below 6.0.",
                [],
            ),
            (
                U,
                "AAAAH ok. my ielts is on the 22nd, i got 5.5 in writing last time 😭",
                [("activity", "ielts")],
            ),
            (U, "if i get in ill be the first one in my family to study abroad", []),
        ],
    ),
    Conversation(
        SITUATIONS[12],
        [
            (
                U,
                "trying to build a tiny script to track my spending in diff currencies since im "
                "bouncing between thailand vietnam and bali\n\n"
                "```python\n"
                'rates = {"THB": 0.027, "VND": 0.000039, "IDR": 0.000061}\n\n'
                "def to_usd(amount, cur):\n"
                "    return amount * rates[cur]\n\n"
                'print(to_usd(1500, "THB"))\n'
                'print(to_usd(200000, "vnd"))\n'
                "```\n"
                "KeyError: 'vnd' ??",
                [("context", "spending")],
            ),
            (A, "Your keys are uppercase. Use `rates[cur.upper()]` and it works for 'vnd'.", []),
            (U, "omg im dumb. ty", []),
            (
                U,
                "extra embarrassing bc i write python all day at work lol, data analyst at a "
                "shipping company",
                [("identity", "analyst")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[13],
        [
            (
                U,
                "oi! from now on can u answer in english but put the key words in portuguese in "
                "brackets? im trying to actually learn it",
                [("preference", "portuguese"), ("context", "portuguese")],
            ),
            (A, "Claro! [Of course!] What level are you at, roughly?", []),
            (
                U,
                "like A2 lol. i need the ciple exam for nationality, my husband is from here and "
                "weve been in porto since 2022",
                [("context", "ciple"), ("identity", "husband"), ("identity", "porto")],
            ),
            (U, "ok quiz me on food words, 10 questions", []),
        ],
    ),
    Conversation(
        SITUATIONS[14],
        [
            (
                U,
                "sometimes i fantasize about selling everything and moving to a tiny island in the "
                "azores and raising goats. is that insane lol",
                [],
            ),
            (A, "Not insane, lots of people dream about it. What's holding you back?", []),
            (
                U,
                "realistically i cant, my son is in his last year of lycee and my whole life is "
                "here in lyon",
                [("identity", "son"), ("identity", "lyon")],
            ),
            (A, "Fair. What do you do in Lyon, if you don't mind me asking?", []),
            (U, "pharmacist. 22 yrs at the same pharmacy lol", [("identity", "pharmacist")]),
        ],
    ),
    Conversation(
        SITUATIONS[15],
        [
            (
                U,
                "doing a 5 month overland trip from cairo to cape town starting in august on my "
                "ktm 790!! which border crossings actually need a carnet de passage",
                [("activity", "cape town"), ("identity", "ktm")],
            ),
            (
                A,
                "Egypt, Sudan and Kenya are the strict ones; southern Africa mostly uses TIPs. "
                "Are you riding solo?",
                [],
            ),
            (U, "solo yeah. my girlfriend thinks im insane", [("identity", "girlfriend")]),
            (
                U,
                "lesson from morocco last year: never trust google maps for fuel stations in the "
                "desert. ran dry 40km from zagora and had to flag down a truck. so now i always "
                "carry a 5L spare",
                [("experience", "fuel")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[16],
        [
            (
                U,
                "ugh french administration is a joke. 3rd time at the prefecture for my titre de "
                "sejour renewal and they lost my file AGAIN",
                [("context", "titre")],
            ),
            (A, "That's maddening. Did they at least give you a receipt this time?", []),
            (U, "sorry for venting lol. thanks for listening", []),
            (
                U,
                "ok real question whats the english word for the récépissé they give you, like "
                "formally",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[17],
        [
            (
                U,
                "we're relocating to dubai in august for my husbands job, need help picking an "
                "area with good schools",
                [("activity", "dubai"), ("identity", "husband")],
            ),
            (A, "Happy to help. How old are the kids?", []),
            (U, "is al barsha close to the metro?", []),
            (
                A,
                "Yes, Al Barsha has Mall of the Emirates and Sharaf DG stations on the red line.",
                [],
            ),
            (U, "7 and 10 btw, two boys", [("identity", "10")]),
            (A, "Thanks. And roughly what budget per child for fees?", []),
            (
                U,
                "maybe 60k aed each max, idk. we're coming from nairobi so everything looks "
                "expensive lol",
                [("identity", "nairobi")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[18],
        [
            (
                U,
                "back in manchester after 11 years in singapore and honestly the reverse culture "
                "shock is worse than moving out was. everyones so slow lol",
                [("retract", "singapore"), ("identity", "manchester")],
            ),
            (A, "That's a common and underrated feeling. What brought you back?", []),
            (
                U,
                "burnout mostly. quit banking in jan, taking a year off before i figure out whats "
                "next",
                [("retract", "banking"), ("context", "year off")],
            ),
            (U, "any ideas for a first solo hike in the peak district thats not rammed", []),
        ],
        existing=[
            ("m1", "Lives in Singapore", "personal"),
            ("m2", "Works in investment banking", "professional"),
        ],
    ),
    Conversation(
        SITUATIONS[19],
        [
            (
                U,
                "can u translate this to german for my neighbour: 'Hi! We're having a small party "
                "on Saturday for my son's 5th birthday, sorry in advance for the noise 🙏'",
                [],
            ),
            (
                A,
                "Hallo! Wir feiern am Samstag eine kleine Party zum 5. Geburtstag meines Sohnes, "
                "entschuldigen Sie schon jetzt den Lärm 🙏",
                [],
            ),
            (
                U,
                "danke! 2 yrs in vienna and i still cant order at the bakery without switching to "
                "english lol",
                [("identity", "vienna")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[20],
        [
            (
                U,
                "hi chinese student at unimelb here, 2nd year commerce. my part time job at a "
                "dumpling place pays cash, is that even legal on a 500 visa? whats the max hours",
                [("identity", "chinese"), ("context", "commerce"), ("identity", "dumpling")],
            ),
            (
                A,
                "Student visa holders can work 48 hours per fortnight during term. Cash is legal, "
                "but you should get payslips and super. Are you getting payslips?",
                [],
            ),
            (U, "no payslips no. boss just hands me an envelope every friday 😅", []),
            (U, "ok how do i bring it up without getting fired lol", []),
        ],
    ),
    Conversation(
        SITUATIONS[21],
        [
            (
                U,
                "im in bali (utc+8) but all my clients are in new york so i work like 9pm to 5am. "
                "whenever you give me meeting times always convert to bali time pls",
                [("identity", "bali"), ("identity", "new york"), ("preference", "bali")],
            ),
            (A, "Got it, I'll always give times in Bali time (WITA, UTC+8).", []),
            (U, "so if a client says tuesday 10am EST what is that for me", []),
        ],
    ),
    Conversation(
        SITUATIONS[22],
        [
            (
                U,
                "first christmas away from home. im in reykjavik doing a phd in volcanology (yes "
                "really lol) and my cat is back in chile with my parents. her name is Pelusa and i "
                "miss her so much",
                [
                    ("identity", "reykjavik"),
                    ("context", "volcanology"),
                    ("identity", "chile"),
                    ("identity", "pelusa"),
                ],
            ),
            (A, "That sounds lonely. How old is Pelusa?", []),
            (
                U,
                "14. shes old and im scared she wont be there when i go back in june",
                [("activity", "june")],
            ),
            (
                U,
                "can u write me a little poem about an old cat waiting by a window in santiago",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[23],
        [
            (
                U,
                "what paperwork do i need to fly my dog from mexico city to madrid? we're moving in "
                "october",
                [("identity", "dog"), ("identity", "mexico city"), ("activity", "madrid")],
            ),
            (
                A,
                "You'll need a microchip, rabies vaccine at least 21 days before travel and an EU "
                "health certificate from SENASICA. What breed and age is your dog?",
                [],
            ),
            (U, "french bulldog, 6. shes my baby 🥺", [("identity", "french")]),
            (
                A,
                "Many airlines won't carry snub-nosed breeds in the hold. Which airline were you "
                "considering?",
                [],
            ),
            (U, "aeromexico probably but if they wont take her in cabin then iberia", []),
        ],
    ),
    Conversation(
        SITUATIONS[24],
        [
            (
                U,
                "PSA i overstayed my schengen 90 days by 4 days last summer bc i counted wrong, got "
                "a fine and a stamp at frankfurt. always use the eu calculator. anyway can you "
                "check my dates this year: in spain 3 may to 20 june, then back 1 sept to 15 oct",
                [("experience", "schengen"), ("activity", "spain")],
            ),
            (
                A,
                "That's 49 days plus 45 days, 94 in total, but the windows overlap differently. "
                "What passport do you hold?",
                [],
            ),
            (
                U,
                "australian. dual with uk would be nice lol but no",
                [("identity", "australian")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[25],
        [
            (U, "haha ok random but why do germans not jaywalk even at 3am with zero cars", []),
            (
                A,
                "Partly rules and fines, partly a social norm: setting a good example for kids.",
                [],
            ),
            (
                U,
                "thats so true, a guy literally waited 2 min at a red light in the rain yesterday "
                "while i just stood there judging him lol",
                [],
            ),
            (U, "ok thanks that made my day 😂", []),
        ],
    ),
    Conversation(
        SITUATIONS[26],
        [
            (
                U,
                "salam, je viens d'arriver à montreal for a nursing DEC at the cegep and "
                "franchement le québécois c'est une autre langue lol. what do 'ben là' and "
                "'icitte' mean",
                [("identity", "montreal"), ("context", "nursing")],
            ),
            (
                A,
                "'Ben là!' is 'come on!' or 'well, obviously'; 'icitte' is old-style 'ici', here.",
                [],
            ),
            (
                U,
                "mdr ok. in darija we say 'safi' for that kind of thing, my mom says it 20 times a "
                "day",
                [("identity", "darija")],
            ),
            (U, "bon, merci bcp", []),
        ],
    ),
    Conversation(
        SITUATIONS[27],
        [
            (
                U,
                "hola, vivo en tijuana y cruzo a san diego todos los dias, trabajo en un hospital "
                "en chula vista. sentri or ready lane, which is faster in the morning?",
                [("identity", "tijuana"), ("identity", "chula vista")],
            ),
            (A, "SENTRI is much faster at rush hour. Do you have it already?", []),
            (
                U,
                "no, applied in feb, interview is may 28 at otay mesa",
                [("activity", "interview")],
            ),
            (U, "ok gracias, sorry my english is not perfect", []),
        ],
    ),
    Conversation(
        SITUATIONS[28],
        [
            (
                U,
                "exchange is over 😭 flew home to auckland yesterday. also lowkey i started eating "
                "fish again in japan, couldnt resist the sushi",
                [
                    ("retract", "tokyo"),
                    ("identity", "auckland"),
                    ("retract", "vegetarian"),
                    ("identity", "fish"),
                ],
            ),
            (A, "Welcome home! How does it feel?", []),
            (U, "weird. everything is so big and quiet. i keep bowing at the supermarket lol", []),
            (
                U,
                "can you help me write a thank you letter in japanese to my host family, the satos",
                [],
            ),
        ],
        existing=[
            ("m1", "Studying abroad in Tokyo", "personal"),
            ("m2", "Is vegetarian", "personal"),
        ],
    ),
    Conversation(
        SITUATIONS[29],
        [
            (
                U,
                "my roommate is from ghana and her study permit extension keeps getting delayed, "
                "is there anything she can do? shes a postdoc at mcgill",
                [("identity", "roommate")],
            ),
            (
                A,
                "If she applied before her permit expired she has maintained status and can keep "
                "working. She can also request a case status update through IRCC.",
                [],
            ),
            (
                U,
                "ok ill tell her. she cooks jollof for the whole floor every sunday, shes the best",
                [],
            ),
            (
                U,
                "for me it was easy, im already a permanent resident",
                [("identity", "permanent resident")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[30],
        [
            (
                U,
                "been applying to jobs in amsterdam for 4 months as a brazilian frontend dev, 140 "
                "applications 3 interviews 🫠 is the non-eu thing killing me? should i say i dont "
                "need sponsorship bc my wife is italian",
                [
                    ("context", "job"),
                    ("identity", "brazilian"),
                    ("identity", "frontend"),
                    ("identity", "wife"),
                ],
            ),
            (
                A,
                "Yes, say it up front: as the spouse of an EU citizen you don't need a work "
                "permit. Do you already live in the Netherlands?",
                [],
            ),
            (
                U,
                "not yet, still in sao paulo. we move when she finishes her contract in sept",
                [("identity", "paulo"), ("activity", "sept")],
            ),
            (
                U,
                "ok can u rewrite my linkedin headline, rn its 'Frontend Developer | React | Open "
                "to relocate'",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[31],
        [
            (
                U,
                "pretend youre a grumpy border officer at heathrow and interview me, i wanna "
                "practice. im flying to london for my sisters graduation in july",
                [("identity", "sister"), ("activity", "graduation")],
            ),
            (A, "*doesn't look up* Passport. Purpose of your visit?", []),
            (U, "my sisters graduation at LSE, staying 2 weeks", []),
            (A, "*stamps nothing* And what do you do for work back home?", []),
            (
                U,
                "(out of character: i really am a civil engineer in lagos btw, is that the kind of "
                "detail they want?)",
                [("identity", "civil engineer"), ("identity", "lagos")],
            ),
        ],
    ),
]
