"""Held-out set 48: transport and long-distance work.

Long-haul truckers, airline pilots and cabin crew, merchant sailors and ferry crew, train, tram
and bus drivers, couriers and delivery riders, taxi and ride-share drivers, and a spouse who
waits at home; rosters, time zones, weeks away, fatigue, medicals and licences.

How it was written (and kept independent of the patterns):

1. A list of situations first (below, `SITUATIONS`): the kinds of people from the theme and
   the chat hazards they bring, chosen from what such people really tell a chat assistant,
   not from what a program could match.
2. For each situation, the user's turns as a person would type them: run-on messages with
   several facts and a request, lowercase without apostrophes, typos, emoji and filler,
   sarcasm about rosters, code-switching (Taglish, Portuguese, Hindi, Polish, Gaelic,
   German, Nigerian Pidgin), facts given as the reason for a question, short fragment
   answers to the assistant's question, voice-typed messages without punctuation, a
   "sorry i meant" correction, a pasted Python traceback, a story request whose facts are
   fiction, a hypothetical dream job, text handed over to proofread or translate,
   statements about a friend and a depot colleague, a spouse talking about her husband's
   job, and several formal writers.
3. Labels written with each turn, asking what a careful human would note about this user
   in a long-term memory, following the label guide in docs/domain.md. Roughly
   36% of the user turns state nothing durable about the user and carry no label. 5
   conversations start with stored identity memories that a later turn takes back.
4. Written without reading the extractor, its rules or any other labelled set, and never
   measured before it was committed. A label that the extractor misses stays a miss.
"""

from __future__ import annotations

from tests.extractors.realchat_corpus import A, Conversation, U

SITUATIONS = (
    "an OTR truck driver newly diagnosed with type 2 diabetes asking about truck-stop food",
    "a formal A320 first officer in Dublin with a changing roster and a line check coming",
    "Filipina long-haul cabin crew based in Dubai, writing in Taglish, flying home Sunday",
    "a Polish second engineer on a bulk carrier with twin daughters at home, bad internet",
    "a trucker with stored OTR job who quit for a local gravel route, same home town",
    "a mainline train driver with a medical coming up who corrects the date",
    "a Glasgow bus driver with a bulging disc, voice-typed without punctuation",
    "a Brazilian Deliveroo rider in London who hands over a message to translate",
    "a retiring Athens taxi driver, formal, who asks to proofread a farewell note",
    "a teacher who drives Uber nights in Houston asking about mileage, mentions a friend",
    "cabin crew with a stored Qatar Airways job and Doha home who moved back to Nairobi",
    "a ferry deckhand out of Oban learning Gaelic in the downtime",
    "a trucker parent asking for a fictional trucker story to read the kids",
    "a student pilot at a Phoenix flight school with a dream of flying 787s",
    "a parcel courier in Melbourne with sore feet, voice-typed",
    "a tram driver with a stored partner who broke up over shift work",
    "a trucker learning Python who pastes a traceback from an hours script",
    "a Bristol bus driver worried after a depot colleague lost his licence",
    "an Indian deck cadet on a tanker, homesick, Hindi-English mix",
    "a vegan Delta flight attendant with a peanut allergy packing for a trip",
    "a formal Romanian chief officer asking to proofread an early sign-off email",
    "a trucker whose stored dog that rode in the truck has died",
    "a London minicab driver doing the Knowledge who has dyslexia",
    "a German freight train driver who wants English replies, union strike ahead",
    "a nursing student doing Uber Eats on an e-bike between lectures",
    "a sarcastic regional airline captain in Bergen asking about rest rules",
    "a bus driver with a stored Leicester home who moved to Derby with her son",
    "a truck driver with sleep apnea worried about the CDL medical, single income",
    "a Bolt ride-share driver in Lagos writing in Pidgin about fuel prices",
    "a trucker who once fell asleep at the wheel and now pushes back on dispatch",
    "a seafarer's wife at home in Manila with a baby, working remotely",
)

HOLDOUT48: list[Conversation] = [
    Conversation(
        SITUATIONS[0],
        [
            (
                U,
                "ok so i drive truck otr, out 3 wks at a time, and the doc just told me i got "
                "type 2 diabetes lol great. what can i even eat at a pilot or loves that wont "
                "spike my sugar",
                [("identity", "truck"), ("identity", "diabetes")],
            ),
            (
                A,
                "Good truck-stop picks: grilled chicken, boiled eggs, nuts, salads without "
                "sweet dressing. Do you have a fridge in the cab?",
                [],
            ),
            (U, "yeah a little 12v one", []),
            (A, "Then you can stock cheese, yogurt and cut veg for the week.", []),
            (
                U,
                "ok but i hate cooking so nothing where i gotta prep stuff",
                [("preference", "cooking")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[1],
        [
            (
                U,
                "Good evening. I am a first officer on the A320 with a low-cost carrier, based "
                "in Dublin. My roster swings from early reports to late finishes in the middle "
                "of the week and I am struggling to sleep. Could you suggest a strategy?",
                [("identity", "officer"), ("identity", "dublin")],
            ),
            (
                A,
                "Shift your sleep gradually over two days before the swap, use blackout "
                "blinds and keep caffeine to the first half of the duty.",
                [],
            ),
            (
                U,
                "Thank you. Please keep your answers in bullet points, I tend to read them "
                "between sectors.",
                [("preference", "bullet")],
            ),
            (A, "Understood.", []),
            (
                U,
                "Also, my line check is on the 14th, so anything that helps before then "
                "takes priority.",
                [("activity", "check")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[2],
        [
            (
                U,
                "hi po! cabin crew here, based in dubai but pinay from cebu 🇵🇭 sobrang "
                "jetlag ko after the LAX turnaround, any tips para makatulog??",
                [("identity", "cabin"), ("identity", "dubai"), ("identity", "cebu")],
            ),
            (
                A,
                "Try to get daylight at your destination's morning and keep naps under 90 minutes.",
                [],
            ),
            (
                U,
                "salamat!! wait pwede taglish ka na lang sumagot always? mas gets ko haha",
                [("preference", "taglish")],
            ),
            (A, "Sige! Taglish na tayo.", []),
            (
                U,
                "yay. may flight ako sa sunday pauwi ng manila, 14 hrs yung layover ko dun",
                [("activity", "manila")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[3],
        [
            (
                U,
                "2nd engineer on a bulk carrier, 4 months on 2 off. wife and twin girls back "
                "home in gdynia. internet onboard is garbage so keep replies short pls",
                [
                    ("identity", "engineer"),
                    ("identity", "gdynia"),
                    ("identity", "twin"),
                    ("preference", "short"),
                ],
            ),
            (A, "Will do. What do you need?", []),
            (
                U,
                "how do i explain to two 5 yr olds why tata is away so long. we speak polish "
                "at home so give me words i can say to them",
                [("identity", "polish")],
            ),
            (
                A,
                "Try: 'Tata pracuje na dużym statku i wraca, kiedy kalendarz się skończy.' "
                "A paper chain calendar helps too.",
                [],
            ),
            (U, "dziękuję, good idea", []),
        ],
    ),
    Conversation(
        SITUATIONS[4],
        existing=[
            ("m1", "Works as an OTR truck driver", "professional"),
            ("m2", "Lives in Amarillo", "personal"),
        ],
        turns=[
            (
                U,
                "update for ya: finally quit otr. took a local gig hauling gravel, home every "
                "night now and my wife is over the moon",
                [("retract", "otr"), ("identity", "gravel")],
            ),
            (A, "Congrats! That's a big change. How's the adjustment going?", []),
            (U, "weird honestly. my body still thinks its 3am in nevada when im in bed at 10", []),
            (
                A,
                "That's normal; fix your wake time first and it will follow within a couple "
                "of weeks.",
                [],
            ),
            (
                U,
                "gotcha. and nah not moving anywhere, still in amarillo lol",
                [("identity", "amarillo")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[5],
        [
            (
                U,
                "im a train driver, 9 yrs on the mainline, depot is york. got my medical "
                "coming up thursday and my bp has been creeping up, what can i do in 3 days "
                "lol",
                [("identity", "train"), ("identity", "york"), ("activity", "medical")],
            ),
            (
                A,
                "In three days: cut salt and alcohol, sleep well, skip caffeine before the "
                "test and sit quietly for five minutes first.",
                [],
            ),
            (
                U,
                "sorry i meant the medical is NEXT thursday, not this one. so 10 days",
                [("activity", "medical")],
            ),
            (A, "Even better - ten days of walking and less salt can make a difference.", []),
            (
                U,
                "cheers. just dont tell me salt substitutes, cant stand them, taste like "
                "licking a battery",
                [("preference", "salt")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[6],
        [
            (
                U,
                "im a bus driver in glasgow and my back is killing me after a split shift "
                "can you give me some stretches i can do in the cab between runs my physio "
                "says ive got a bulging disc so nothing too mad",
                [("identity", "bus"), ("identity", "glasgow"), ("identity", "disc")],
            ),
            (
                A,
                "Seated pelvic tilts, gentle chin tucks and standing back extensions at the "
                "terminus. Stop if anything shoots down your leg.",
                [],
            ),
            (U, "brilliant thanks a lot", []),
        ],
    ),
    Conversation(
        SITUATIONS[7],
        [
            (
                U,
                "eae mano, im brazilian, bike courier for deliveroo here in london. my english "
                "still bad kkk im doing english classes at night 3x a week",
                [
                    ("identity", "brazilian"),
                    ("identity", "deliveroo"),
                    ("identity", "london"),
                    ("context", "english"),
                ],
            ),
            (A, "Seu inglês está ótimo! Como posso ajudar?", []),
            (
                U,
                "pode traduzir pra inglês pra eu mandar pro cliente: 'Desculpa a demora, o "
                "restaurante atrasou o pedido e choveu muito, minha bike quase quebrou'",
                [],
            ),
            (
                A,
                '"Sorry for the delay, the restaurant was late with the order and it rained '
                'a lot - my bike nearly broke."',
                [],
            ),
            (U, "valeu!! 🙏", []),
        ],
    ),
    Conversation(
        SITUATIONS[8],
        [
            (
                U,
                "Good afternoon. I have driven a taxi in Athens for thirty-one years and my "
                "retirement is in March. I would like to leave a short farewell note for my "
                "regular customers.",
                [("identity", "taxi"), ("identity", "athens"), ("activity", "retirement")],
            ),
            (A, "What a milestone. Would you like to write a draft and I can polish it?", []),
            (
                U,
                "Yes. Please correct my English: 'Dear friends, for thirty-one years you sat "
                "behind me and told me your lives. My daughter says I talk too much, but you "
                "never complained. I go now to my village in Crete to grow tomatoes.'",
                [],
            ),
            (
                A,
                "Lovely. Small fixes: 'I am now going to my village in Crete to grow "
                "tomatoes.' The rest reads beautifully.",
                [],
            ),
            (
                U,
                "Thank you. You are kind. Please do not give me lists when you answer, I find "
                "them confusing.",
                [("preference", "lists")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[9],
        [
            (
                U,
                "i drive uber nights in houston on top of my day job teaching 7th grade math. "
                "how does the mileage deduction actually work",
                [("identity", "uber"), ("identity", "houston"), ("identity", "math")],
            ),
            (
                A,
                "You can deduct business miles at the IRS standard rate, including miles "
                "driving to pickups while the app is on.",
                [],
            ),
            (
                U,
                "ok and pls stop giving me numbers without sources, always link the irs page "
                "or i wont trust it",
                [("preference", "sources")],
            ),
            (
                A,
                "Fair - the rate is in IRS Notice for the tax year, on irs.gov under "
                "'Standard mileage rates'.",
                [],
            ),
            (U, "my buddy marcus drives lyft full time and says he doesnt track anything lmao", []),
        ],
    ),
    Conversation(
        SITUATIONS[10],
        existing=[
            ("m1", "Works as cabin crew for Qatar Airways", "professional"),
            ("m2", "Lives in Doha", "personal"),
        ],
        turns=[
            (
                U,
                "so big news, i resigned from qatar and moved back home to nairobi 🇰🇪 i "
                "start with kenya airways ground ops on the 3rd",
                [
                    ("retract", "qatar"),
                    ("retract", "doha"),
                    ("identity", "nairobi"),
                    ("activity", "kenya"),
                ],
            ),
            (A, "Karibu nyumbani! How are you feeling about it?", []),
            (
                U,
                "excited but ngl im gonna miss layovers. any tips for going from flying to a desk",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[11],
        [
            (
                U,
                "working deckhand on the ferry out of oban, 2 weeks on 2 off. been learning "
                "gaelic on duolingo in the downtime, tha mi ag ionnsachadh 😅",
                [("identity", "deckhand"), ("identity", "oban"), ("context", "gaelic")],
            ),
            (A, "Math fhèin! That's a great use of the quiet crossings.", []),
            (U, "can u write a wee rhyme in gaelic about seasickness for the mess room board", []),
            (A, "Here's a short one, with an English line under each.", []),
            (U, "actually nah do it in english, im not good enough yet to tell if its right", []),
        ],
    ),
    Conversation(
        SITUATIONS[12],
        [
            (
                U,
                "write me a story about a trucker named big jim who hauls frozen chickens "
                "from arkansas to maine and falls for a waitress at a diner in bangor",
                [],
            ),
            (A, "Big Jim had hauled a lot of things in thirty years, but never a heart...", []),
            (
                U,
                "make it sillier, my kids love dumb stuff. i read them a story over facetime "
                "from the sleeper most nights",
                [("identity", "kids")],
            ),
            (A, "Big Jim's chickens started singing somewhere outside Nashville...", []),
            (U, "LMAO perfect they are gonna lose it", []),
        ],
    ),
    Conversation(
        SITUATIONS[13],
        [
            (
                U,
                "working on my commercial license at a flight school here in phoenix, 140 hrs "
                "logged, checkride in 3 weeks. how do i not choke on the oral",
                [("context", "commercial"), ("identity", "phoenix"), ("activity", "checkride")],
            ),
            (
                A,
                "Know your aircraft systems cold and practise explaining ACS tasks out loud "
                "to a friend.",
                [],
            ),
            (
                U,
                "dream is flying 787s for a big airline someday, imagine doing SFO to tokyo "
                "every week 🥹",
                [],
            ),
            (A, "Plenty of widebody captains started exactly where you are.", []),
            (
                U,
                "lol i get airsick in bumpy air tho, is that gonna be a problem long term",
                [("identity", "airsick")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[14],
        [
            (
                U,
                "ok so im a parcel courier doing like 180 drops a day round melbourne and my "
                "feet are wrecked by thursday what shoes should i get",
                [("identity", "courier"), ("identity", "melbourne")],
            ),
            (
                A,
                "Look for cushioned walking shoes with a firm heel counter. What size and do "
                "you have any foot issues?",
                [],
            ),
            (U, "12 wide and yeah flat feet", [("identity", "flat")]),
            (
                A,
                "Then stability shoes like the Asics Kayano or Brooks Adrenaline are worth trying.",
                [],
            ),
            (U, "budget under 150 bucks", []),
        ],
    ),
    Conversation(
        SITUATIONS[15],
        existing=[
            ("m1", "Partner named Jess", "personal"),
            ("m2", "Works as a tram driver in Manchester", "professional"),
        ],
        turns=[
            (
                U,
                "me and jess split up last month. the shift pattern killed it tbh, she was 9 "
                "to 5 and i was flipping between earlies and lates",
                [("retract", "jess")],
            ),
            (A, "I'm sorry. Shift work puts real strain on relationships.", []),
            (U, "yeah. how do people even date when they work rotating shifts", []),
            (A, "Many look for others in shift work, and plan dates around rest days.", []),
            (U, "im 34 if that matters lol, feels late to start over", [("identity", "34")]),
        ],
    ),
    Conversation(
        SITUATIONS[16],
        [
            (
                U,
                "trucker here, teaching myself python on my 34 hr resets lol. trying to make "
                "a script that adds up my drive hours and getting this\n"
                "Traceback (most recent call last):\n"
                '  File "hos.py", line 7, in <module>\n'
                "    total += row[2]\n"
                "TypeError: unsupported operand type(s) for +=: 'int' and 'str'",
                [("identity", "truck"), ("context", "python")],
            ),
            (A, "The CSV gives you strings. Use total += float(row[2]).", []),
            (U, "that worked!! ty", []),
            (A, "Nice. Want it to do anything else?", []),
            (U, "next i want it to yell at me when im close to 11 hrs", []),
        ],
    ),
    Conversation(
        SITUATIONS[17],
        [
            (
                U,
                "one of the lads at our depot got done for using his phone at the wheel and "
                "lost his PSV licence. can they actually do that on a first offence??",
                [],
            ),
            (
                A,
                "Yes - a phone offence is 6 points, and for vocational licences the traffic "
                "commissioner can suspend or revoke.",
                [],
            ),
            (
                U,
                "christ. asking coz im a bus driver too, the 47 in bristol, id be finished "
                "if that happened",
                [("identity", "bus"), ("identity", "bristol")],
            ),
            (A, "Keep the phone in the bag and out of reach and you're safe.", []),
            (U, "ta", []),
        ],
    ),
    Conversation(
        SITUATIONS[18],
        [
            (
                U,
                "bhai im a deck cadet on a tanker, first contract, 6 months. mumbai se hoon. "
                "bahut homesick feel ho raha hai yaar",
                [("identity", "cadet"), ("identity", "mumbai")],
            ),
            (A, "That's very common on a first contract. Do you get any shore leave?", []),
            (
                U,
                "rarely. also mujhe 2nd mate exam ki prep start karni hai, which books?",
                [("context", "mate")],
            ),
            (A, "Start with the Bridge Watchkeeping and Nicholls's Seamanship guides.", []),
            (
                U,
                "pls use simple english with me, not too long, net is slow",
                [("preference", "simple")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[19],
        [
            (
                U,
                "flight attendant, vegan, and crew meals are a joke 🙄 what can i pack for a "
                "4 day trip that doesnt need a fridge",
                [("identity", "attendant"), ("identity", "vegan")],
            ),
            (A, "Happy to help. Which airline and base? Some hotels have kitchens.", []),
            (U, "delta, atlanta base", [("identity", "delta"), ("identity", "atlanta")]),
            (
                A,
                "Oat packets, nut butter, tortillas, roasted chickpeas and dried fruit "
                "travel well.",
                [],
            ),
            (U, "ohh no nut butter if its peanut, im allergic 😬", [("identity", "peanut")]),
        ],
    ),
    Conversation(
        SITUATIONS[20],
        [
            (
                U,
                "Good morning. Please proofread the following email to my crewing manager: "
                "'Dear Sir, I, Chief Officer Andrei Popescu, kindly request to be relieved in "
                "Rotterdam on 12 May due to family emergency. I remain at your disposal.'",
                [],
            ),
            (
                A,
                "It reads well. Consider 'due to a family emergency' and adding your vessel "
                "name. Is the emergency something you want to mention specifically?",
                [],
            ),
            (
                U,
                "Yes. I am chief officer, this is my fourth contract with this company. My "
                "father will have heart surgery in Constanta and I must be with him.",
                [("identity", "chief"), ("identity", "father")],
            ),
            (
                A,
                "Then add one line: 'My father is undergoing heart surgery and I need to be "
                "present.'",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[21],
        existing=[
            ("m1", "Has a dog named Diesel who rides in the truck", "personal"),
            ("m2", "Drives for Werner", "professional"),
        ],
        turns=[
            (
                U,
                "diesel passed tuesday. 13 yrs old, rode shotgun with me through all 48 "
                "states. cab feels so empty now",
                [("retract", "diesel")],
            ),
            (A, "I'm so sorry. Thirteen years on the road together is a lot of miles.", []),
            (U, "thinking about a cat for the truck?? is that crazy", []),
            (A, "Not crazy - plenty of drivers do it. Does your carrier allow pets?", []),
            (U, "yeah still with werner, they allow 1 pet", [("identity", "werner")]),
        ],
    ),
    Conversation(
        SITUATIONS[22],
        [
            (
                U,
                "doing the knowledge, 2 yrs in, next appearance is the 19th. driving minicab "
                "for addison lee to pay the bills meanwhile. any memory tricks for runs?",
                [("context", "knowledge"), ("activity", "appearance"), ("identity", "minicab")],
            ),
            (A, "Chain points with a vivid story and say runs out loud while you walk them.", []),
            (
                U,
                "out loud works better for me tbh, i have dyslexia so reading the blue book "
                "is a nightmare",
                [("identity", "dyslexia")],
            ),
            (A, "Audio recordings of your own runs could really help then.", []),
            (U, "cheers mate", []),
        ],
    ),
    Conversation(
        SITUATIONS[23],
        [
            (
                U,
                "Hallo, ich bin Lokführer bei DB Cargo und wohne in Mannheim. Can you "
                "please always answer me in English, I want to practise.",
                [("identity", "cargo"), ("identity", "mannheim"), ("preference", "english")],
            ),
            (A, "Of course! How can I help?", []),
            (
                U,
                "Our union announced a strike from Wednesday. What are my rights if I am "
                "rostered on a shift that day?",
                [("activity", "strike")],
            ),
            (
                A,
                "If you are a union member you may join the lawful strike; you won't be paid "
                "for those hours.",
                [],
            ),
            (U, "ok danke", []),
        ],
    ),
    Conversation(
        SITUATIONS[24],
        [
            (
                U,
                "i do uber eats on an e-bike between lectures, 2nd year of nursing. my "
                "battery died in the rain and the shop says water damage",
                [("identity", "uber"), ("context", "nursing")],
            ),
            (A, "Many warranties exclude water damage. Which brand is it?", []),
            (U, "fiido, got it in feb", []),
            (A, "Check their terms - some cover IPX ratings for rain.", []),
        ],
    ),
    Conversation(
        SITUATIONS[25],
        [
            (
                U,
                "love love LOVE when crewing gives me a 0400 report after a 0100 finish 🙃 "
                "anyway whats the actual min rest under easa ftl",
                [],
            ),
            (
                A,
                "At home base, minimum rest is at least as long as the preceding duty or 12 "
                "hours, whichever is greater.",
                [],
            ),
            (
                U,
                "captain on the dash 8 btw, regional ops out of bergen",
                [("identity", "captain"), ("identity", "bergen")],
            ),
            (A, "Then your OM-A may add company-specific limits too.", []),
            (
                U,
                "and spare me the long disclaimers, i know to check the OM-A",
                [("preference", "disclaimers")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[26],
        existing=[
            ("m1", "Lives in Leicester", "personal"),
            ("m2", "Has a son named Kai", "personal"),
        ],
        turns=[
            (
                U,
                "right so weve left leicester, got a council place in derby near my mum and "
                "im transferring to the derby depot",
                [("retract", "leicester"), ("identity", "derby")],
            ),
            (A, "That's a big move. How's everyone settling in?", []),
            (U, "kai starts his new school monday and hes proper nervous", []),
            (A, "A walk past the school at the weekend can help.", []),
            (U, "any other tips for first day nerves for an 8 yr old", []),
        ],
    ),
    Conversation(
        SITUATIONS[27],
        [
            (
                U,
                "got diagnosed w sleep apnea, doc says i need a cpap to keep my cdl. will the "
                "dot card people pull my medical over this",
                [("identity", "apnea"), ("identity", "cdl")],
            ),
            (
                A,
                "Usually not if you show compliance data - typically 4+ hours on 70% of nights.",
                [],
            ),
            (U, "whats a good cpap that runs off an inverter in a sleeper", []),
            (A, "ResMed AirMini or a unit with a 12V DC converter are common picks.", []),
            (
                U,
                "budgets tight, single income, wife stays home w our 3 kids",
                [("identity", "wife"), ("identity", "kids")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[28],
        [
            (
                U,
                "abeg i dey drive bolt for lagos. since fuel price go up i no sabi whether e "
                "still dey pay. how i fit calculate am",
                [("identity", "bolt"), ("identity", "lagos")],
            ),
            (A, "Track daily earnings minus fuel and commission. What car do you drive?", []),
            (U, "2012 corolla", [("identity", "corolla")]),
            (A, "That's about 8-9 litres per 100 km in traffic.", []),
            (U, "fuel don reach 1000 naira per litre now o", []),
        ],
    ),
    Conversation(
        SITUATIONS[29],
        [
            (
                U,
                "fell asleep at the wheel once on i-80 in wyoming, woke up on the rumble "
                "strip. since then i never push past 10 hrs no matter what dispatch says",
                [("experience", "asleep")],
            ),
            (A, "That's a wise rule. Where are you based?", []),
            (U, "omaha", [("identity", "omaha")]),
            (A, "What's going on with dispatch?", []),
            (
                U,
                "theyre pushing me hard this week, got a load to reno due friday and the "
                "math only works if i skip my break",
                [("activity", "reno")],
            ),
            (A, "Tell them in writing you'll deliver legally and give a realistic ETA.", []),
            (U, "how do i say that without getting fired", []),
        ],
    ),
    Conversation(
        SITUATIONS[30],
        [
            (
                U,
                "my husband is 3rd officer on a car carrier, gone 9 months at a time. im home "
                "in manila with our daughter, 10 months old. how do i keep him in her life "
                "when the ship wifi is so bad",
                [("identity", "husband"), ("identity", "daughter"), ("identity", "manila")],
            ),
            (A, "Recorded videos of him reading or singing can be played daily, even offline.", []),
            (U, "she smiles when she sees him on screen sometimes 🥺", []),
            (A, "That's lovely - babies really do recognise familiar faces and voices.", []),
            (
                U,
                "also i work from home as a virtual assistant for an aussie company so my "
                "hours are all over the place",
                [("identity", "assistant")],
            ),
        ],
    ),
]
