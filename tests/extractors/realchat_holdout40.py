"""Held-out set 40: sport, the outdoors and travel.

Amateur runners, cyclists, climbers, swimmers, footballers, cricketers and hikers, a
physio, a football coach, a van-lifer and people planning trips abroad or writing from
the road, with their injuries, races and matches on dates and gear questions.

How it was written (and kept independent of the patterns):

1. A list of situations first (below, `SITUATIONS`), each a kind of person from the
   theme or a chat hazard, chosen from what such people tell a chat assistant.
2. For each situation, the user's turns as a person would type them: run-on messages
   with several facts and a request, lowercase and typos, emoji and filler, sarcasm,
   fragments of French, Spanish, Portuguese, Polish, Roman Urdu, Tagalog, Arabic in Latin
   letters, Turkish and German, a pasted API error, a forwarded email to translate, a
   sister's race report to proofread, a role-play, a hypothetical, voice-typed text
   without punctuation, a one-word answer to the assistant's question and corrections.
3. Labels written with each turn, asking what a careful human would note about this user
   in a long-term memory, following the label guide in docs/domain.md. Roughly
   38% of the user turns state nothing durable about the user and carry no label. Five
   conversations start with stored identity memories that a later turn takes back.
4. Written without reading the extractor, its rules or any other labelled set, and never
   measured before it was committed. A label that the extractor misses stays a miss.
"""

from __future__ import annotations

from tests.extractors.realchat_corpus import A, Conversation, U

SITUATIONS = (
    "an amateur runner training for a first marathon on a date",
    "a bike commuter with knee pain who is seeing a physio",
    "an accountant who quit to become a climbing instructor",
    "an open-water swimmer by a lake who mixes in French",
    "a Sunday league goalkeeper with a rolled ankle, voice-typed",
    "a couple planning a long-distance hike, answering in fragments",
    "a camper asking pure gear questions",
    "a Spanish backpacker writing from Vietnam",
    "a user translating a German race email for a friend",
    "a designer who moved to Lisbon and took up surfing",
    "a role-play about Everest that turns out to be homework",
    "a dream of an Ironman, then the real constraints",
    "a vegan coeliac endurance athlete asking about race food",
    "a parent coaching a kids' football team",
    "a Polish parkrunner living in Scotland chasing a time",
    "a developer pasting a Strava API error for a club app",
    "a trip to Japan with a visa question and a date correction",
    "a cyclist after a breakup turning a couple's trip into a solo one",
    "a hiker whose dog has died",
    "a club cricketer with back pain writing in Roman Urdu",
    "a Filipino nurse abroad planning a hike, with Tagalog",
    "a new padel player in Cairo with elbow pain",
    "a sarcastic skier with a torn ACL before a trip",
    "a sport climber asking about ropes who wants shorter answers",
    "a physiotherapist writing a leaflet about a patient",
    "a sibling's race report handed over to proofread",
    "a runner who left one club and joined a triathlon club",
    "small talk about the northern lights",
    "a van-lifer working remotely from the mountains",
    "an older masters swimmer tapering for a race",
    "a Turkish student abroad planning a solo trek",
)

HOLDOUT40: list[Conversation] = [
    Conversation(
        SITUATIONS[0],
        [
            (
                U,
                "hey so im doing my first marathon!! manchester, april 13th 😅 been running "
                "about 2 yrs, usually 3x a week. can u make me a 12 week plan",
                [("activity", "marathon"), ("identity", "run")],
            ),
            (A, "Congrats! What's your current weekly distance and your longest run?", []),
            (
                U,
                "like 35 a week, longest 16. oh and metric pls, my brain doesnt do miles",
                [("preference", "metric")],
            ),
            (A, "Here's a 12-week plan building from 35 km to a 32 km long run...", []),
            (U, "legend ty 🙏", []),
        ],
    ),
    Conversation(
        SITUATIONS[1],
        [
            (
                U,
                "ok so i commute by bike in bristol, like 15km each way, and my right knee "
                "has started hurting on the climbs. physio said its my saddle height maybe?? "
                "how do i measure it properly",
                [("identity", "bristol"), ("identity", "bike"), ("context", "knee")],
            ),
            (
                A,
                "A common start is the heel method: with your heel on the pedal at the "
                "bottom of the stroke, your leg should be straight.",
                [],
            ),
            (U, "whats the heel method exactly like which pedal position", []),
            (A, "Crank in line with the seat tube, pedal at its lowest point.", []),
            (
                U,
                "cool. seeing the physio again thurs so ill ask her too",
                [("activity", "physio")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[2],
        existing=[
            ("m1", "Works as an accountant at Deloitte", "professional"),
            ("m2", "Lives in Sheffield", "personal"),
        ],
        turns=[
            (
                U,
                "big news lol i handed in my notice at deloitte, last day was friday. going "
                "full time as a climbing instructor at the wall on abbeydale rd 🧗",
                [("retract", "deloitte"), ("identity", "instructor")],
            ),
            (A, "Congratulations, that's a big step! How are you feeling about it?", []),
            (
                U,
                "ngl bit scared about money. can u help me do a monthly budget, ill be on "
                "about 1900 a month",
                [],
            ),
            (A, "Sure. Let's start with fixed costs: rent, bills, transport...", []),
            (
                U,
                "also my single pitch award assessment is on the 22nd and its like 200 quid "
                "so factor that in",
                [("activity", "assessment")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[3],
        [
            (
                U,
                "salut! je nage en eau libre toute l'année au lac d'annecy 🥶 what wetsuit "
                "thickness for 12 degree water? im a bit of a wimp with cold feet lol",
                [("identity", "swim")],
            ),
            (A, "At 12°C most swimmers are comfortable in a 3-5 mm suit.", []),
            (U, "merci. et les chaussons? booties or neoprene socks", []),
            (A, "Booties with a sole if you enter over stones, socks if not.", []),
            (
                U,
                "ok last q, im doing the lake crossing race on 6 july, 3km, any tips for sighting",
                [("activity", "july")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[4],
        [
            (
                U,
                "hey so i play in goal for a sunday league team in croydon and i rolled my "
                "ankle last night in training its swollen but i can walk on it do i need to "
                "go to a and e or is it just ice",
                [("identity", "goal"), ("context", "ankle")],
            ),
            (
                A,
                "If you can bear weight it's likely a sprain: rest, ice, compression, "
                "elevation. Get it checked if the pain gets worse.",
                [],
            ),
            (
                U,
                "we got a cup semi on saturday any chance ill be fit",
                [("activity", "semi")],
            ),
            (A, "Honestly, unlikely to be safe in four days for a keeper.", []),
            (U, "lol ok fine ill tell the manager", []),
        ],
    ),
    Conversation(
        SITUATIONS[5],
        [
            (
                U,
                "planning the west highland way with my boyfriend in may, never done a multi "
                "day hike before. is 7 days realistic",
                [("activity", "highland"), ("identity", "boyfriend")],
            ),
            (A, "Very doable. Where will you be travelling from?", []),
            (U, "leeds", [("identity", "leeds")]),
            (A, "And will you camp or stay in B&Bs?", []),
            (
                U,
                "wild camp mostly, we've got a tent. im vegetarian so food ideas that dont "
                "need a fridge pls",
                [("identity", "vegetarian")],
            ),
            (A, "Couscous, lentil pouches, nut butter wraps, cheese that keeps...", []),
            (U, "oh and midges. how bad", []),
        ],
    ),
    Conversation(
        SITUATIONS[6],
        [
            (U, "whats the difference between a 3 season and 4 season tent", []),
            (A, "A 4-season tent is built for snow load and strong wind; heavier.", []),
            (U, "ok and is a footprint worth it or just marketing", []),
        ],
    ),
    Conversation(
        SITUATIONS[7],
        [
            (
                U,
                "hola! writing from hanoi 🇻🇳 im backpacking se asia for 6 months, soy de "
                "valencia. how do i get to ha giang, bus or motorbike tour",
                [("context", "backpack"), ("identity", "valencia")],
            ),
            (A, "Sleeper bus from Hanoi, then either ride yourself or take an easy rider.", []),
            (U, "prob tour then, sounds safer lol", []),
            (A, "Good call, the loop has a lot of steep passes.", []),
            (
                U,
                "also can u answer in spanish from now on, my english is ok but im tired 😴",
                [("preference", "spanish")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[8],
        [
            (
                U,
                "my mate got this and doesnt speak german, can u translate:\n\n"
                "'Liebe Teilnehmerin, lieber Teilnehmer, der Start des Zugspitz Ultratrails "
                "wurde auf 6:30 Uhr verschoben. Die Startnummernausgabe findet am Freitag "
                "in Grainau statt.'",
                [],
            ),
            (
                A,
                "'Dear participant, the start of the Zugspitz Ultratrail has been moved to "
                "6:30. Bib pick-up is on Friday in Grainau.'",
                [],
            ),
            (U, "ha he's gonna hate the 6:30 start. is it a hard race?", []),
        ],
    ),
    Conversation(
        SITUATIONS[9],
        existing=[
            ("m1", "Lives in Dublin", "personal"),
            ("m2", "Works as a UX designer", "professional"),
        ],
        turns=[
            (
                U,
                "olá 😎 so update, i left dublin, been in lisbon since march. still doing the "
                "ux job remote. just started surf lessons in costa da caparica, total beginner",
                [("retract", "dublin"), ("identity", "lisbon"), ("context", "surf")],
            ),
            (A, "Great spot to learn! How are the lessons going?", []),
            (U, "what board size should a beginner get", []),
            (A, "A soft-top around 8 foot is ideal for your first months.", []),
            (
                U,
                "obrigado! and always keep it short pls, i hate long answers",
                [("preference", "short")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[10],
        [
            (
                U,
                "lets do a roleplay, youre a sherpa guiding me up everest and im a nervous "
                "accountant from ohio who's never seen snow",
                [],
            ),
            (A, "Namaste! Welcome to Base Camp. Tomorrow we cross the Khumbu Icefall.", []),
            (U, "*looks up at the icefall* are those ladders safe??", []),
            (A, "*tightens your harness* Clip in, don't look down, step on the rungs.", []),
            (
                U,
                "haha ok stop, this is for my creative writing class actually. can u turn it "
                "into a short story intro",
                [("context", "writing")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[11],
        [
            (
                U,
                "if i ever did an ironman how many hours a week would i need to train, asking "
                "for a dream lol",
                [],
            ),
            (A, "Most age-groupers train 10-15 hours a week for 6-9 months.", []),
            (
                U,
                "yeah realistically tho i work 12h shifts as a paramedic so lol",
                [("identity", "paramedic")],
            ),
            (A, "A sprint triathlon might fit your schedule much better.", []),
            (
                U,
                "ok maybe a sprint tri first. theres one in my town in september, im gonna sign up",
                [("activity", "sprint")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[12],
        [
            (
                U,
                "need race fuel ideas, im vegan and coeliac so most gels r out 🙃 long ride "
                "on sunday, 100k",
                [("identity", "vegan"), ("identity", "coeliac"), ("activity", "ride")],
            ),
            (A, "Rice cakes, dates, potatoes with salt, and some gels are vegan and GF.", []),
            (U, "oats ok for coeliacs? i always forget", []),
            (A, "Only certified gluten-free oats, and some coeliacs react even to those.", []),
            (U, "tbh i hate the sweet stuff, prefer salty", [("preference", "salty")]),
        ],
    ),
    Conversation(
        SITUATIONS[13],
        [
            (
                U,
                "i coach my son's under 10s football team on saturdays, 14 kids, half of "
                "them just chase the ball in a cluster lol. drills for spreading out?",
                [("identity", "son"), ("identity", "coach")],
            ),
            (A, "Try 'four corners' and small-sided games with end zones.", []),
            (U, "what about the one kid who cries when he doesnt score", []),
            (A, "Give everyone a non-scoring job to celebrate, like a great pass.", []),
            (
                U,
                "brilliant. we have a tournament on the 14th so ill try these before",
                [("activity", "tournament")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[14],
        [
            (
                U,
                "cześć, im from krakow but live in glasgow now, i do parkrun every saturday "
                "at pollok. trying to break 20 min, currently 21:30 😤",
                [
                    ("identity", "krakow"),
                    ("identity", "glasgow"),
                    ("identity", "parkrun"),
                    ("context", "20"),
                ],
            ),
            (A, "Add one interval session a week, e.g. 5 x 1 km at goal pace.", []),
            (
                U,
                "dzięki. track or road? theres no track near me and i work nights at the "
                "hospital so mornings are dead",
                [("identity", "hospital")],
            ),
            (A, "Road is fine; pick a flat, quiet stretch.", []),
            (U, "sorry i meant hill reps not intervals, which is better", []),
        ],
    ),
    Conversation(
        SITUATIONS[15],
        [
            (
                U,
                "building a little app for my running club that pulls strava activities, "
                "getting this:\n\n"
                '{"message":"Authorization Error","errors":[{"resource":"Athlete",'
                '"field":"access_token","code":"invalid"}]}\n\n'
                "using python requests, token from the oauth flow",
                [("context", "app"), ("identity", "club")],
            ),
            (A, "Check the scope: you need activity:read, not just read.", []),
            (U, "that was it!! scope was read only. ty", []),
            (A, "Glad it works!", []),
            (
                U,
                "btw im a backend dev, mostly golang at work, so sorry if my python is cursed",
                [("identity", "backend")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[16],
        [
            (
                U,
                "going to japan in october for 2 weeks, tokyo kyoto and hopefully some hiking "
                "in the alps. do i need a visa with an indian passport?",
                [("activity", "japan"), ("identity", "indian")],
            ),
            (A, "Yes, Indian passport holders need a visa; apply via the embassy or VFS.", []),
            (
                U,
                "sorry i meant november not october. does that change anything for hiking",
                [("activity", "november")],
            ),
            (A, "Yes, many alpine trails close from mid-November because of snow.", []),
            (
                U,
                "ugh ok. also applying for the visa next week, anything i need from my employer",
                [("context", "visa")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[17],
        existing=[
            ("m1", "Has a girlfriend called Maya", "personal"),
            ("m2", "Works as a nurse in Cardiff", "professional"),
        ],
        turns=[
            (
                U,
                "so maya and i split up last month 🙃 we had a cycling trip booked in girona "
                "for june and im doing it solo now. is girona ok alone",
                [("retract", "maya"), ("activity", "girona")],
            ),
            (A, "Very much so; it's full of cyclists and group rides.", []),
            (U, "im not a fast rider tbh, like 25kmh on the flat. climbs kill me", []),
            (A, "Plenty of cafe rides go at that pace.", []),
            (U, "also i only eat halal, is that easy to find there", [("identity", "halal")]),
        ],
    ),
    Conversation(
        SITUATIONS[18],
        existing=[
            ("m1", "Has a dog called Rocket", "personal"),
            ("m2", "Lives in Boulder", "personal"),
        ],
        turns=[
            (
                U,
                "rocket passed away in january. first time hiking without him this weekend "
                "and im kinda dreading it",
                [("retract", "rocket"), ("activity", "hik")],
            ),
            (A, "I'm so sorry. It's normal for that first hike to feel heavy.", []),
            (
                U,
                "thanks. any trail near boulder under 10 miles that he never did? my knees "
                "arent great since my hip replacement",
                [("identity", "hip")],
            ),
            (A, "The Mesa Trail from Chautauqua is gentle and you can turn back anytime.", []),
            (U, "mesa trail sounds good ty", []),
        ],
    ),
    Conversation(
        SITUATIONS[19],
        [
            (
                U,
                "yaar i play club cricket every weekend in bradford, fast bowler, and my "
                "lower back is killing me after bowling. physio ne bola stress fracture ho "
                "sakta hai, scan next tuesday",
                [
                    ("identity", "cricket"),
                    ("identity", "bradford"),
                    ("context", "back"),
                    ("activity", "scan"),
                ],
            ),
            (A, "Stress fractures are common in young fast bowlers; rest until the scan.", []),
            (U, "agar fracture hua to kitna time off? season starts in april", []),
            (A, "Usually 3-6 months before bowling again.", []),
            (
                U,
                "theek hai shukriya bhai. roman urdu mein jawab de sakte ho aage se?",
                [("preference", "urdu")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[20],
        [
            (
                U,
                "hi po! ofw nurse here sa dubai, 5 yrs na. me and my friends want to hike "
                "jebel jais this friday, is it too hot na ba?",
                [("identity", "nurse"), ("identity", "dubai"), ("activity", "jais")],
            ),
            (A, "Start at dawn; the top is cooler but the lower trail gets very hot.", []),
            (U, "ay sige, how much water per person", []),
            (A, "At least 3 litres each, plus electrolytes.", []),
            (
                U,
                "salamat! btw im asthmatic, anything to watch for at altitude",
                [("identity", "asthma")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[21],
        [
            (
                U,
                "ya3ni i started playing padel 3 times a week in cairo and now my elbow "
                "hurts, is that tennis elbow??",
                [("identity", "padel"), ("identity", "cairo"), ("context", "elbow")],
            ),
            (A, "Salam! It could be; pain on the outer elbow when gripping is typical.", []),
            (U, "inshallah not. what strap should i get", []),
            (A, "A counterforce strap worn just below the elbow.", []),
            (
                U,
                "shukran habibi 🙏 and pls reply in english only, my arabic reading is bad lol",
                [("preference", "english")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[22],
        [
            (
                U,
                "love that i tore my acl playing 5 a side two weeks before my ski trip to val "
                "thorens. amazing. 10/10 timing 🙃",
                [("context", "acl"), ("activity", "thorens")],
            ),
            (A, "That's awful timing, I'm sorry. Has surgery been scheduled?", []),
            (
                U,
                "surgery is on the 3rd. can i get travel insurance to refund the trip or am "
                "i screwed",
                [("activity", "surgery")],
            ),
            (A, "Only if the policy was bought before the injury; check the small print.", []),
            (U, "yeah screwed. great.", []),
        ],
    ),
    Conversation(
        SITUATIONS[23],
        [
            (
                U,
                "quick one, 9.8 or 9.5 rope for mostly sport climbing outdoors? i climb about 6c",
                [("identity", "climb")],
            ),
            (
                A,
                "It depends. A 9.8 mm rope is more durable for working routes and top-roping, "
                "while a 9.5 mm is lighter and better for redpoints...",
                [],
            ),
            (
                U,
                "too long 😅 i like short answers, one line is fine",
                [("preference", "short")],
            ),
            (A, "9.8 for durability.", []),
            (U, "perfect", []),
        ],
    ),
    Conversation(
        SITUATIONS[24],
        [
            (
                U,
                "im a physio at a private clinic in galway, can u write a leaflet for a "
                "patient: 54 yo male, marathon runner, plantar fasciitis, wants to keep "
                "running",
                [("identity", "physio"), ("identity", "galway")],
            ),
            (A, "Here's a draft: 'Plantar fasciitis: what it is and how to manage it'...", []),
            (
                U,
                "make it plainer english, he's not medical. and always use irish/uk spelling "
                "with me pls not american",
                [("preference", "spelling")],
            ),
            (A, "Done, revised with UK spelling and simpler wording.", []),
            (U, "grand, thanks", []),
        ],
    ),
    Conversation(
        SITUATIONS[25],
        [
            (
                U,
                "can u proofread my sisters race report for her club blog? 'On Sunday I "
                "finally completed the Snowdon Marathon in 4:12, my first ever trail "
                "marathon. My legs was destroyed by mile 20 but my husband and the kids was "
                "cheering at the finish.'",
                [("identity", "sister")],
            ),
            (A, "'My legs were destroyed... my husband and the kids were cheering...'", []),
            (U, "she'll be happy lol thx", []),
        ],
    ),
    Conversation(
        SITUATIONS[26],
        existing=[
            ("m1", "Member of Croydon Harriers running club", "personal"),
            ("m2", "Works as a plumber", "professional"),
        ],
        turns=[
            (
                U,
                "left the harriers tbh, too much politics 🙄 joined south london tri club "
                "instead. first open water session is saturday",
                [("retract", "harriers"), ("identity", "tri"), ("activity", "water")],
            ),
            (A, "Exciting! Have you swum in open water before?", []),
            (
                U,
                "only ever in pools. and i nearly drowned in the sea as a kid so ngl im scared",
                [("experience", "drown")],
            ),
            (A, "Totally understandable. A tow float and staying near the edge help.", []),
            (U, "ok tow float it is, thanks", []),
        ],
    ),
    Conversation(
        SITUATIONS[27],
        [
            (U, "whats the best month to see the northern lights in tromsø", []),
            (A, "Late September to March, with the darkest skies December-February.", []),
            (U, "cool ty", []),
        ],
    ),
    Conversation(
        SITUATIONS[28],
        [
            (
                U,
                "writing from our van somewhere in the picos de europa 🚐 me and my wife "
                "have been living on the road for a year, i freelance as a graphic designer. "
                "wifi is terrible, any tips for working from mountains",
                [("identity", "wife"), ("identity", "van"), ("identity", "designer")],
            ),
            (A, "Many van-lifers use Starlink Roam plus a local SIM as backup.", []),
            (U, "starlink is like 60€ a month here right? we're on a tight budget", []),
            (A, "Roughly, yes; you can pause it in months you don't need it.", []),
            (
                U,
                "and whats a good 2 day hike around here, we have a 9 yo border collie so dog "
                "friendly pls",
                [("identity", "collie")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[29],
        [
            (
                U,
                "im 61 and swim masters, train 5 mornings a week. got a 400m freestyle race "
                "on the 8th, how should i taper",
                [("identity", "61"), ("identity", "swim"), ("activity", "400")],
            ),
            (A, "Cut volume by about 30-40% in the final week, keep some race-pace work.", []),
            (U, "my coach says no taper for masters, who's right", []),
        ],
    ),
    Conversation(
        SITUATIONS[30],
        [
            (
                U,
                "merhaba! ben izmirliyim ama berlin'de master yapiyorum. summer break im "
                "going to hike in the kaçkar mountains for 10 days in august, solo. is it "
                "safe to go alone?",
                [
                    ("identity", "izmir"),
                    ("identity", "berlin"),
                    ("identity", "master"),
                    ("activity", "kaçkar"),
                ],
            ),
            (A, "Generally yes in summer, but leave your route with someone.", []),
            (
                U,
                "teşekkürler. last year i got lost in the alps without offline maps so never "
                "again lol, what app do ppl use there",
                [("experience", "lost")],
            ),
            (A, "Organic Maps or Wikiloc, with the area downloaded beforehand.", []),
            (U, "also my turkish friends keep saying ayder is a tourist trap lol is that true", []),
        ],
    ),
]
