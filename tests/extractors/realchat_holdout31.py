"""Held-out set 31: retirees, veterans, farmers, tradespeople and small-business owners.

How it was written (and kept independent of the extractor):

1. A list of situations first (below, `SITUATIONS`), invented for this set: people of
   many occupations, ages and countries, chosen from what people tell a chat assistant,
   not from what an extractor could match. Most are about working and retired lives
   (dairy, cattle, tea, sheep, coffee and vegetable farms; plumbers, roofers, farriers,
   electricians; bakeries, salons, taco trucks, hardware stores; army, navy and marine
   veterans), with preferences about units, language and tone, and lessons from mistakes.
2. For each situation, the user's turns as people type them: long paragraphs with several
   facts and a question, fragments answering the assistant, lowercase without apostrophes,
   typos, emoji, sarcasm, hypotheticals, role-play and story requests, forwarded and
   to-be-translated text, code, French/Spanish/Portuguese/Norwegian/Tagalog/Slovenian
   fragments, facts about other people, small talk and retractions.
3. Labels written with each turn, by asking "what would a careful human note about this
   user from this message?". Roughly a third of the user turns state nothing durable
   about the user and carry no label. The extractor was never read nor run on this set.

A label is (layer, words): an extracted item matches when it is in that layer and every
word occurs in its title (case-insensitive). ("retract", words) means the message takes
back an existing identity memory whose title contains the words.
"""

from __future__ import annotations

from tests.extractors.realchat_corpus import A, Conversation, U

SITUATIONS = (
    "a retired dairy farmer, widowed, who wants feet and yards",
    "a retired army first sergeant with two Iraq tours, a VA review and no patience for sugarcoating",
    "a self-employed English plumber who learned to take deposits",
    "a Lyon baker answering half in French, with a lesson about a maintenance contract",
    "a retired maths teacher in Japan taking a weekly pottery class",
    "a Queensland cattleman in a drought whose daughter marries in October",
    "a Polish electrician working offshore from Stavanger, learning Norwegian",
    "a Kenyan smallholder tea farmer in Kericho who burned his bushes with fertiliser",
    "a Royal Navy veteran recovering from a knee replacement",
    "a taco-truck owner pasting a spreadsheet script",
    "a Nova Scotia carpenter closing his shop for good (existing memories)",
    "a Tucson retiree whose old dog has just been put down (existing memories)",
    "a retired welder moving from Colorado to Montana (existing memories)",
    "a veteran asking for a drill-sergeant role-play and a war story about himself",
    "a third-generation hardware store owner forwarding a supplier's email",
    "a small Mendoza winery asking to translate a sign for tourists",
    "small talk from a farmer with nothing to keep",
    "a sarcastic auto-repair shop owner",
    "a retired Slovenian railway worker who keeps bees",
    "a sheep farmer daydreaming about a B&B in Cornwall",
    "a retired South African police detective with type 2 diabetes who wants short answers",
    "an injured roofer suing a general contractor",
    "a Marine veteran in a Python bootcamp on the GI Bill",
    "a Lofoten cod fisherman with a weather lesson who wants Norwegian",
    "a Manila salon owner with a graduating child, mixing Tagalog",
    "a retired civil engineer in Chennai, vegetarian, Celsius, a grandson's wedding",
    "multi-turn: a landscaper answering the assistant in fragments",
    "an organic vegetable grower who overplanted zucchini",
    "an Irish farrier recovering from a shoulder injury, tired of the bot tone",
    "a Los Angeles dry cleaner who wants no emojis and a formal register",
    "a retired long-haul trucker in Texas learning guitar after a stent",
    "a Brazilian coffee grower who is no longer vegetarian (existing memories)",
)


HOLDOUT31: list[Conversation] = [
    Conversation(
        SITUATIONS[0],
        [
            (
                U,
                "well hello. my grandson set this thing up for me so bear with me. I farmed "
                "dairy for 41 years, sold the herd in 2019 and retired. How "
                "much gravel do I need for a driveway 120 feet long and 10 wide? and give it to "
                "me in feet and yards please, none of that metric business",
                [
                    ("identity", "farmer"),
                    ("preference", "feet"),
                ],
            ),
            (A, "Happy to help. How deep do you want the gravel? 4 inches is typical.", []),
            (U, "4 inch is fine", []),
            (
                U,
                "ok thats about what my wife Doris figured back when we did the barn lane. she "
                "passed in 2021, she was the one good with numbers",
                [("identity", "doris")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[1],
        [
            (
                U,
                "Served 22 years Army, retired as a first sergeant in 2012. Two Iraq tours, "
                "long time ago. Got a VA appointment next Thursday for my disability rating review. "
                "Be blunt with me, dont sugarcoat anything.",
                [
                    ("identity", "army"),
                    ("activity", "appointment"),
                    ("preference", "blunt"),
                ],
            ),
            (A, "Understood. What do you want to know about the review?", []),
            (U, "whether they can lower my rating. im at 70 percent right now", []),
        ],
    ),
    Conversation(
        SITUATIONS[2],
        [
            (
                U,
                "Self employed plumber, been on my own 6 yrs. Got burned last month "
                "- did a full bathroom refit, customer paid half and vanished. lesson learned, I "
                "take 30% deposit up front now on anything over a grand. can u help me word that "
                "on my quotes",
                [
                    ("identity", "plumber"),
                    ("experience", "deposit"),
                ],
            ),
            (A, "Sure. Do you want the wording formal or friendly?", []),
            (
                U,
                "friendly but firm. and british spelling pls, not american, always",
                [("preference", "british")],
            ),
            (U, "cheers mate thats spot on", []),
        ],
    ),
    Conversation(
        SITUATIONS[3],
        [
            (
                U,
                "Bonjour! je tiens une boulangerie à Lyon depuis 2008. My English "
                "is ok but please answer me in French when it's about the business, c'est plus "
                "simple pour moi.",
                [
                    ("identity", "bakery"),
                    ("identity", "lyon"),
                    ("preference", "french"),
                ],
            ),
            (A, "D'accord. Qu'est-ce que je peux faire pour vous ?", []),
            (
                U,
                "j'ai un problème avec mon four, il chauffe pas uniformément. the repair guy "
                "wants 2400 euros!! is that normal",
                [],
            ),
            (
                U,
                "en fait la leçon c'est que j'aurais dû prendre le contrat d'entretien quand je "
                "l'ai acheté. never again skipping the maintenance contract on big equipment",
                [("experience", "maintenance")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[4],
        [
            (
                U,
                "I retired from teaching mathematics at a high school last March, 38 "
                "years. Now I go to pottery class every Tuesday, 陶芸 is very difficult for old "
                "hands haha",
                [
                    ("identity", "teacher"),
                    ("identity", "pottery"),
                ],
            ),
            (U, "My sensei says my bowls are too thick. How to make walls thinner on wheel?", []),
            (
                U,
                "ok. please write short sentences, my English reading is slow",
                [("preference", "short")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[5],
        [
            (
                U,
                "G'day. Run about 900 head of Brahman cross cattle on a station out "
                "west. Bloody dry year again. Want to work out feed costs per head - use "
                "metric and AUD obviously",
                [
                    ("identity", "cattle"),
                    ("preference", "metric"),
                ],
            ),
            (A, "What are you feeding at the moment: hay, molasses, lick blocks?", []),
            (U, "mostly lick blocks and some hay we bought in from down south", []),
            (
                U,
                "also my daughter Jess is getting married in Toowoomba on 19 October so I'll be "
                "away a week, need the numbers sorted before then",
                [("identity", "daughter"), ("activity", "wedding")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[6],
        [
            (
                U,
                "cześć, im electrician, working in Stavanger since 2021 on offshore "
                "contracts. learning norwegian at evening course, level B1 now. its "
                "hard language",
                [
                    ("identity", "electrician"),
                    ("identity", "stavanger"),
                    ("context", "norwegian"),
                ],
            ),
            (
                U,
                "can you check my norwegian sentence: 'Jeg har jobbet som elektriker i tre år'",
                [],
            ),
            (U, "takk 👍", []),
        ],
    ),
    Conversation(
        SITUATIONS[7],
        [
            (
                U,
                "Hello, I am a smallholder tea farmer in Kericho, 3 acres, I deliver green leaf "
                "to the KTDA factory. I "
                "want advice on fertiliser, the prices have gone up too much",
                [
                    ("identity", "tea"),
                    ("identity", "kericho"),
                ],
            ),
            (A, "Do you know your soil pH?", []),
            (U, "no never tested", []),
            (
                U,
                "Last season I put too much fertiliser and the leaves burned at the edges, I lost "
                "maybe one month of plucking. so now I am careful and I split the dose",
                [("experience", "fertili")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[8],
        [
            (
                U,
                "Ex Royal Navy, 24 yrs as a marine engineer, now retired. Had my left "
                "knee replaced 5 weeks ago and the physio has me doing these exercises twice a "
                "day, bloody agony",
                [
                    ("identity", "navy"),
                    ("context", "knee"),
                ],
            ),
            (U, "what can I do about the swelling at night", []),
            (
                U,
                "and no disclaimers like 'consult your doctor' at the end of everything please, I "
                "have a doctor, I want practical tips",
                [("preference", "disclaimer")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[9],
        [
            (
                U,
                "I run a taco truck (just me and my cousin). trying to fix this google "
                "sheet script that totals daily sales:\n```js\nfunction total(){ var s = "
                "SpreadsheetApp.getActiveSheet(); return s.getRange('B2:B').getValues()"
                ".reduce((a,b)=>a+b[0],0) }\n```\nit returns NaN",
                [("identity", "taco")],
            ),
            (
                A,
                "Empty cells come back as empty strings; filter them or use Number(b[0]) || 0.",
                [],
            ),
            (
                U,
                "ahh ok that fixed it. fyi learned the hard way last summer that the city permit "
                "has to be renewed BEFORE it expires not after, got shut down for 9 days 🙃",
                [("experience", "permit")],
            ),
            (
                U,
                "we're doing the Pecan Street Festival on May 25 btw, first big event",
                [("activity", "festival")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[10],
        [
            (
                U,
                "closed the shop for good on friday. 37 years. sold the table saw and the jointer "
                "to a young fella from Dartmouth. feels strange",
                [("retract", "carpentry")],
            ),
            (
                U,
                "my wife wants me to take up golf. id rather be dead lol, cant stand golf",
                [("preference", "golf")],
            ),
            (
                U,
                "maybe ill build the grandkids a treehouse this summer. if my back holds up",
                [],
            ),
        ],
        existing=[
            ("m1", "Runs a carpentry shop in Halifax", "professional"),
            ("m2", "Has two grandchildren", "personal"),
        ],
    ),
    Conversation(
        SITUATIONS[11],
        [
            (
                U,
                "had to put Biscuit down yesterday. 14 years old. the house is so quiet",
                [("retract", "biscuit")],
            ),
            (A, "I'm so sorry. Would you like to talk about him?", []),
            (U, "not really. just tell me something nice", []),
        ],
        existing=[
            ("m1", "Has a dog named Biscuit", "personal"),
            ("m2", "Lives in Tucson", "demographic"),
        ],
    ),
    Conversation(
        SITUATIONS[12],
        [
            (
                U,
                "well we finally did it, sold the place in Pueblo and bought 40 acres outside "
                "Missoula. movers come Saturday",
                [
                    ("retract", "pueblo"),
                    ("identity", "missoula"),
                    ("activity", "mov"),
                ],
            ),
            (U, "need a list of what to do about well water testing when you buy rural land", []),
            (
                U,
                "my wife says ask you about elk fence height too. in feet please, i never got on "
                "with meters",
                [("preference", "feet")],
            ),
        ],
        existing=[
            ("m1", "Lives in Pueblo, Colorado", "demographic"),
            ("m2", "Retired welder", "professional"),
        ],
    ),
    Conversation(
        SITUATIONS[13],
        [
            (
                U,
                "ok this is for fun. pretend youre my old drill sergeant at Fort Benning and i "
                "just showed up late to formation. really chew me out",
                [],
            ),
            (
                A,
                "(as the drill sergeant) LATE? You think this army runs on YOUR clock, private?",
                [],
            ),
            (
                U,
                "HA. thats exactly what Sgt Morales sounded like. now be nice, im 64 and my knees "
                "are shot",
                [("identity", "64")],
            ),
            (
                U,
                "write a short story where im a general who wins a tank battle in the desert",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[14],
        [
            (
                U,
                "I own a hardware store, third generation. Got this from our "
                "supplier, what do they mean?\n\n> Dear valued partner, effective June 1 our "
                "freight minimum rises to $1,500 per order. Orders under minimum will incur a $95 "
                "handling fee. Our warehouse in Columbus will close the week of July 4th.\n\nwe "
                "usually order about $900 a week",
                [("identity", "hardware")],
            ),
            (
                U,
                "should I just order every two weeks then. I hate carrying extra inventory but 95 "
                "bucks a pop adds up",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[15],
        [
            (
                U,
                "Hola! tengo una bodega chica en Luján de Cuyo, Mendoza, hacemos malbec. Can you "
                "translate this for the tourists sign: 'Las visitas guiadas son de martes a "
                "sábado, con reserva previa. No se permiten mascotas.'",
                [("identity", "mendoza")],
            ),
            (
                U,
                "perfecto. y mi hijo Tomás quiere hacer la web en inglés también, él estudia "
                "diseño en Córdoba",
                [("identity", "son")],
            ),
            (U, "gracias!! 🍷", []),
        ],
    ),
    Conversation(
        SITUATIONS[16],
        [
            (U, "morning! lovely sunrise over the paddock today", []),
            (
                U,
                "anyway no question really just wanted to say your tip about the tractor battery "
                "worked",
                [],
            ),
            (U, "have a good one", []),
        ],
    ),
    Conversation(
        SITUATIONS[17],
        [
            (
                U,
                "oh I just LOVE it when customers bring their own parts from amazon and then "
                "blame me when they fail. 20 years running my own auto repair shop and "
                "this is the new normal apparently",
                [("identity", "repair")],
            ),
            (
                U,
                "write me a sign for the counter saying we dont fit customer supplied parts. make "
                "it polite, im told im too blunt lol",
                [],
            ),
            (A, "Here's one: 'For your safety and our warranty, we only fit parts we supply.'", []),
            (U, "perfect. brilliant. exactly what I wanted. (it isnt, make it shorter)", []),
        ],
    ),
    Conversation(
        SITUATIONS[18],
        [
            (
                U,
                "Dober dan. I am 71, retired, and I keep 18 bee "
                "hives - čebelarstvo is big tradition here. Varroa is bad this year",
                [
                    ("identity", "71"),
                    ("identity", "bee"),
                ],
            ),
            (U, "my wife is allergic to stings so she dont come near, haha", []),
            (U, "which oxalic acid treatment is better, dribbling or vaporising?", []),
        ],
    ),
    Conversation(
        SITUATIONS[19],
        [
            (
                U,
                "if I ever sell the farm I'd love to open a little B&B in Cornwall. pipe dream "
                "probably",
                [],
            ),
            (U, "what would I even need, licence wise, hypothetically", []),
            (
                U,
                "the wife thinks im mad. 40 yrs of sheep on Bodmin Moor and now i want to make "
                "beds for tourists",
                [("identity", "sheep")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[20],
        [
            (
                U,
                "Retired SAPS detective, 30 years. Type 2 diabetic since "
                "2015. Keep your answers short please, I don't read long stuff",
                [
                    ("identity", "detective"),
                    ("identity", "diabet"),
                    ("preference", "short"),
                ],
            ),
            (U, "is pap ok for me or must I stop", []),
            (U, "ja ok. doc says my hba1c was 7.9 last month", []),
        ],
    ),
    Conversation(
        SITUATIONS[21],
        [
            (
                U,
                "roofer 15 yrs, fell off a ladder in january. cant work, "
                "on workers comp, and now im suing the general contractor bc the ladder was "
                "theirs and busted",
                [
                    ("identity", "roofer"),
                    ("context", "contractor"),
                ],
            ),
            (A, "I'm sorry to hear that. Is there a hearing or deposition coming up?", []),
            (U, "deposition is june 3rd", [("activity", "deposition")]),
            (
                U,
                "lesson for anyone: check the ladder yourself, dont trust someone elses gear. i "
                "knew better",
                [("experience", "ladder")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[22],
        [
            (
                U,
                "Marine Corps vet, doing an online python bootcamp through the GI Bill. week "
                "6. why does this print None\n```python\ndef add(a, b):\n    print(a + b)\n\n"
                "x = add(2, 3)\nprint(x)\n```",
                [
                    ("identity", "marine"),
                    ("context", "bootcamp"),
                ],
            ),
            (A, "add() prints but doesn't return anything, so x is None. Use return a + b.", []),
            (U, "got it. return not print. my instructor is 25 and talks way too fast lol", []),
            (
                U,
                "explain things like im a beginner, no jargon. my brain isnt wired for this yet",
                [("preference", "jargon")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[23],
        [
            (
                U,
                "I fish cod out of Reine in Lofoten, my own boat, 11 metres. Question about "
                "diesel consumption at different speeds",
                [("identity", "fish"), ("identity", "lofoten")],
            ),
            (
                U,
                "Two winters ago I went out when forecast said 12 m/s rising and I almost lost the "
                "boat. Since then I turn back if forecast says over 10. Not worth it",
                [("experience", "boat")],
            ),
            (
                U,
                "ja, og svar gjerne på norsk fra nå av",
                [("preference", "norwegian")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[24],
        [
            (
                U,
                "hi po! I own a small hair salon, 4 chairs. my eldest "
                "is graduating senior high on june 14 🎓 so busy!!",
                [
                    ("identity", "salon"),
                    ("activity", "graduat"),
                ],
            ),
            (
                U,
                "pano mag compute ng commission for stylists, 40% ba or 35%? ano usual",
                [],
            ),
            (
                U,
                "ay salamat! also pls answer in english lang, my tagalog reading is ok but english "
                "is faster for me",
                [("preference", "english")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[25],
        [
            (
                U,
                "Retired civil engineer, living in Chennai. Strict vegetarian, no eggs also. "
                "Give temperatures in Celsius please, I don't understand Fahrenheit",
                [
                    ("identity", "engineer"),
                    ("identity", "chennai"),
                    ("identity", "vegetarian"),
                    ("preference", "celsius"),
                ],
            ),
            (
                U,
                "My grandson's wedding is in Coimbatore on 12 December, I need to travel by train, "
                "about 8 hours. any tips for elderly with back pain",
                [("activity", "wedding")],
            ),
            (U, "thank you beta", []),
        ],
    ),
    Conversation(
        SITUATIONS[26],
        [
            (A, "Hi! Before we start on the business plan, what kind of business is it?", []),
            (U, "landscaping", [("identity", "landscaping")]),
            (A, "Great. And where are you based?", []),
            (U, "outside Boise", [("identity", "boise")]),
            (A, "How many people work for you?", []),
            (U, "me plus 3 in summer, 1 in winter", []),
            (A, "Do you want the plan written formally or casually?", []),
            (U, "casual. bullet points, always bullet points", [("preference", "bullet")]),
        ],
    ),
    Conversation(
        SITUATIONS[27],
        [
            (
                U,
                "we grow organic veg on 12 acres. last year I planted way too much zucchini, couldnt give it away, "
                "composted half. this year doing 40 plants not 150 lol",
                [
                    ("identity", "organic"),
                    ("experience", "zucchini"),
                ],
            ),
            (U, "what sells best at a small market in your opinion", []),
        ],
    ),
    Conversation(
        SITUATIONS[28],
        [
            (
                U,
                "I'm a farrier, shoeing mostly hunters and a few racehorses. Dia "
                "dhuit by the way 😄",
                [("identity", "farrier")],
            ),
            (
                U,
                "tore my rotator cuff in February, still doing physio twice a week, trying to get "
                "back to full days by summer",
                [("context", "rotator")],
            ),
            (
                U,
                "and drop the customer service tone with me, talk to me like a normal person, "
                "grand?",
                [("preference", "tone")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[29],
        [
            (
                U,
                "Good afternoon. I have owned a dry cleaning business since "
                "1994. Please do not use emojis or exclamation marks in your replies. I find "
                "it unprofessional.",
                [
                    ("identity", "dry cleaning"),
                    ("preference", "emoji"),
                ],
            ),
            (
                U,
                "I need a letter to my landlord. The lease ends in September and he wants to raise "
                "the rent 18%. 한국어로 써주세요? No, English is fine.",
                [("activity", "lease")],
            ),
            (U, "Thank you. That is satisfactory.", []),
        ],
    ),
    Conversation(
        SITUATIONS[30],
        [
            (
                U,
                "retired trucker here, drove OTR 33 years, now sittin on my porch "
                "learnin guitar lol. got a stent put in last fall so the doc says take it "
                "easy",
                [
                    ("identity", "truck"),
                    ("context", "guitar"),
                    ("identity", "stent"),
                ],
            ),
            (U, "whats an easy johnny cash song for a beginner", []),
            (
                U,
                "folsom prison it is. gonna play it at my granddaughters birthday on the 2nd, "
                "she wants to sing along",
                [("activity", "birthday")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[31],
        [
            (
                U,
                "voltei a comer carne, não sou mais vegetariano - my doctor said my B12 was very "
                "low so that was that",
                [("retract", "vegetarian")],
            ),
            (
                U,
                "a colheita começa mês que vem, in june, i need to hire 6 pickers. how much do "
                "people pay per saca now?",
                [("activity", "harvest")],
            ),
        ],
        existing=[
            ("m1", "Is vegetarian", "personal"),
            ("m2", "Grows coffee in Minas Gerais", "professional"),
        ],
    ),
]
