"""Held-out set 44: faith, volunteering and community life.

Churchgoers, choir members, lay preachers, an imam and mosque volunteers, a Sikh sevadar, a
Quaker, a Zen group leader, food-bank and hospice volunteers, scout and Brownie leaders,
councillors and parish clerks, neighbourhood-group admins and a young protester in court.

How it was written (and kept independent of the patterns):

1. A list of situations first (below, `SITUATIONS`): the kinds of people from the theme and
   the chat hazards they bring, chosen from what such people really tell a chat assistant,
   not from what a program could match.
2. For each situation, the user's turns as a person would type them: long run-on messages
   with several facts and a request; lowercase without apostrophes; typos; emoji and filler
   ("lol", "ngl", "tbh"); sarcasm; Urdu, Arabic, Punjabi and French fragments; facts given
   as the reason for a question ("as a type 2 diabetic..."); short fragment answers to the
   assistant; a voice-typed message without punctuation from an elderly user; "sorry i
   meant" corrections; a pasted Excel formula; a newsletter piece by someone else handed
   over to proofread; a role-play for a youth club; a hypothetical career change; facts
   about friends and children (a friend's new job, a cub's allergy, a mate's sentence);
   formal writers (a councillor, a lay preacher, a meditation teacher).
3. Labels written with each turn, asking what a careful human would note about this user
   in a long-term memory, following the label guide in docs/domain.md. Roughly
   39% of the user turns state nothing durable about the user and carry no label. 5
   conversations start with stored identity memories that a later turn takes back.
4. Written without reading the extractor, its rules or any other labelled set, and never
   measured before it was committed. A label that the extractor misses stays a miss.
"""

from __future__ import annotations

from tests.extractors.realchat_corpus import A, Conversation, U

SITUATIONS = (
    "a food-bank volunteer coordinator building a December rota in a run-on message",
    "a church choir alto preparing a Good Friday requiem, asthma mentioned in passing",
    "an imam drafting a Friday khutbah, switching between English and Urdu",
    "a cub scout leader planning a camp, a cub's nut allergy and a 'sorry i meant' fix",
    "a borough councillor writing formally about a resident's pothole complaint",
    "a teacher who has just retired and now volunteers in a charity shop",
    "the admin of a street WhatsApp group with a member posting conspiracy theories",
    "a diabetic mosque committee member asking about fasting and community iftars",
    "a hospice volunteer after a patient died holding their hand",
    "a student climate protester facing a magistrates' court hearing; a mate's sentence",
    "a parish volunteer handing over the vicar's newsletter piece to proofread",
    "a Sikh sevadar in a gurdwara langar kitchen with sore wrists and a family wedding",
    "a Methodist youth worker asking for a Bible role-play for the youth club",
    "a parent preparing a son for his bar mitzvah at a Reform shul",
    "a Samaritans volunteer facing overnight shifts, whose dog has died",
    "a residents' association chair fighting the council over a community garden",
    "an 81-year-old on the church flower rota, voice-typing on her phone",
    "a Quaker who has just moved city and wants to join a new meeting",
    "a Red Cross first-aid trainee being quizzed, answering in fragments",
    "a convert to Islam learning Arabic, telling how her mother took the news",
    "a pharmacist who has quit the church choir after a public humiliation",
    "an accountant asking hypothetically about becoming a vicar",
    "a refugee-charity ESOL volunteer who speaks French with her learners",
    "a parish council clerk pasting an Excel formula that errors",
    "a Zen meditation group leader who wants short answers",
    "a marathon runner fundraising for a mental-health charity that once helped them",
    "a non-religious user asked to read at a friend's induction as a pastor",
    "a Methodist lay preacher preparing a sermon, with a standing Bible-version request",
    "a village litter-picking group founder applying for a grant, with a lesson learned",
    "a divorced Brownie leader who has moved town and needs a pantomime script",
)

HOLDOUT44: list[Conversation] = [
    Conversation(
        SITUATIONS[0],
        [
            (
                U,
                "hi! i coordinate the volunteers at the trussell food bank in walsall (been doing "
                "it 3 yrs, every tues and sat). need to make a rota for december, 14 volunteers, "
                "some can only do mornings. can you make me a table template",
                [("identity", "food bank"), ("identity", "walsall")],
            ),
            (
                A,
                "Here's a simple template: one row per session (date, morning/afternoon), "
                "columns for warehouse, front desk, drivers and a lead volunteer...",
                [],
            ),
            (
                U,
                "perfect thx. also can u write a short msg asking ppl to sign up by the 20th, "
                "friendly not pushy",
                [],
            ),
            (
                A,
                "Hi all! The December rota is up. If you can, pop your name down by the 20th...",
                [],
            ),
            (
                U,
                "oh and our christmas hamper packing day is saturday 14th dec, put that at the "
                "top in bold",
                [("activity", "hamper")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[1],
        [
            (
                U,
                "Im an alto in our church choir (st aidans) and we're singing the Faure requiem "
                "on Good Friday. I always run out of breath on the long phrases, any breathing "
                "exercises that actually work?",
                [("identity", "choir"), ("activity", "requiem")],
            ),
            (
                A,
                "A few that singers use: slow 4-count inhales into the lower ribs, hissing on "
                "an 's' for as long as you can... Which movement gives you the most trouble?",
                [],
            ),
            (
                U,
                "the in paradisum mostly. i should prob say i have asthma, mild, i use a blue "
                "inhaler",
                [("identity", "asthma")],
            ),
            (
                A,
                "That's worth knowing. Take your reliever before rehearsal if your nurse agrees, "
                "and mark quiet breaths in the score at the commas...",
                [],
            ),
            (U, "thanks, ill try the hissing one on the bus tomorrow lol", []),
        ],
    ),
    Conversation(
        SITUATIONS[2],
        [
            (
                U,
                "Assalamu alaikum. I am the imam at a small masjid in Bradford and I give the "
                "khutbah every Jummah in English and Urdu. This week topic is sabr (patience) "
                "after the floods back home in Pakistan. Can you help me structure 15 minutes?",
                [("identity", "imam"), ("identity", "bradford"), ("identity", "urdu")],
            ),
            (
                A,
                "Wa alaikum assalam. A possible outline: opening praise and salawat, the verse "
                "from Surah al-Baqarah 2:155-157, a hadith on patience at the first blow...",
                [],
            ),
            (
                U,
                "jazakallah khair. pls always give hadith references with the book name and "
                "number, the brothers always ask me where its from after salah",
                [("preference", "hadith")],
            ),
            (
                A,
                "Of course. The hadith 'Patience is at the first stroke of calamity' is in "
                "Sahih al-Bukhari 1283...",
                [],
            ),
            (U, "acha theek hai, last part ko thora short kar do", []),
        ],
    ),
    Conversation(
        SITUATIONS[3],
        [
            (
                U,
                "im a cub scout leader (akela) with 1st harpenden, taking 18 cubs camping at "
                "phasels wood the weekend of the 21st. one of the kids has a severe nut allergy "
                "and carries an epipen, what should go in the risk assesment",
                [("identity", "scout"), ("activity", "camp")],
            ),
            (
                A,
                "For the allergy: named adult trained on the auto-injector, two pens on site, "
                "nut-free menu checked with the parents, nearest A&E route...",
                [],
            ),
            (
                U,
                "we have 4 leaders and 2 young leaders, one of them is my daughter shes 16. is "
                "that enough for the ratio",
                [("identity", "daughter")],
            ),
            (
                A,
                "For cubs camping the ratio is 1 adult to 8 young people, and young leaders "
                "don't count as adults, so 4 leaders covers 32...",
                [],
            ),
            (U, "sorry i meant 16 cubs not 18, two dropped out", []),
        ],
    ),
    Conversation(
        SITUATIONS[4],
        [
            (
                U,
                "Good evening. I am a Liberal Democrat councillor for Abbey ward on Reading "
                "Borough Council. I need to reply to a resident who has complained, somewhat "
                "angrily, about the delay in repairing potholes on Russell Street. Please draft "
                "a courteous reply that acknowledges her frustration without committing the "
                "council to a date.",
                [("identity", "councillor"), ("identity", "reading")],
            ),
            (
                A,
                "Dear Mrs ..., Thank you for writing to me about the condition of Russell "
                "Street. I completely understand your frustration...",
                [],
            ),
            (
                U,
                "Thank you. Please use British spelling throughout, and I prefer my "
                "correspondence to avoid exclamation marks entirely.",
                [("preference", "british"), ("preference", "exclamation")],
            ),
            (
                A,
                "Understood. Here is the revised letter, with British spelling and no "
                "exclamation marks...",
                [],
            ),
            (U, "That is excellent.", []),
        ],
    ),
    Conversation(
        SITUATIONS[5],
        existing=[
            ("m1", "Works as a teacher at Hillcrest Primary", "professional"),
            ("m2", "Lives in Norwich", "personal"),
        ],
        turns=[
            (
                U,
                "well I finally did it, retired from Hillcrest in july after 31 years!! now I "
                "volunteer two mornings a week at the British Heart Foundation shop in town. "
                "the manager wants me to sort out the book section, how should I price "
                "secondhand books",
                [("retract", "teacher"), ("identity", "retired"), ("identity", "heart")],
            ),
            (
                A,
                "Congratulations on your retirement! For pricing, most charity shops go by "
                "condition and type: paperbacks around a pound or two... What kind of stock "
                "do you have?",
                [],
            ),
            (U, "mostly paperbacks, some old penguins", []),
            (
                A,
                "Old orange-spine Penguins can sell well as a set. Check first editions "
                "online before pricing...",
                [],
            ),
            (
                U,
                "lovely. my grandson is coming to help on saturday, hes 15, is that allowed with "
                "the insurance?",
                [("identity", "grandson")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[6],
        [
            (
                U,
                "so i run the whatsapp group for our street (about 60 houses) and theres this "
                "one guy who keeps posting conspiracy stuff about 15 minute cities and chemtrails. "
                "people are leaving the group. how do i handle it without starting a war 🙃",
                [("identity", "whatsapp")],
            ),
            (
                A,
                "A private message first usually works better than calling him out in the "
                "group. Do you know him at all?",
                [],
            ),
            (
                U,
                "lol hes about 70 and honestly quite lonely i think. im 29 and only moved in "
                "last year so i feel really awkward telling him off",
                [("identity", "29")],
            ),
            (
                A,
                "That context helps. You could frame it around the group's purpose rather "
                "than his views, and maybe invite him to help with something practical...",
                [],
            ),
            (
                U,
                "ok draft me a pinned message with group rules, short, no more than 5 rules",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[7],
        [
            (
                U,
                "as a type 2 diabetic on metformin is it ok for me to fast this ramadan? my "
                "doctor said 'maybe' which is super helpful thanks doc. how do others manage it",
                [("identity", "diabet"), ("activity", "ramadan")],
            ),
            (
                A,
                "Many people with type 2 diabetes on metformin alone do fast, with adjustments: "
                "taking the dose at iftar and suhoor, checking sugars...",
                [],
            ),
            (
                U,
                "also im on the masjid committee (yes another meeting, my favourite thing) and "
                "we're doing community iftars every saturday in ramadan. how do we make the food "
                "diabetic friendly without people complaining lol",
                [("identity", "committee"), ("activity", "iftar")],
            ),
            (
                A,
                "Start with dates and water, offer a salad and lentil soup before the mains, "
                "brown rice alongside the white, fruit instead of one of the desserts...",
                [],
            ),
            (U, "samosas are non negotiable btw 😂", []),
        ],
    ),
    Conversation(
        SITUATIONS[8],
        [
            (
                U,
                "I've been volunteering at St Catherine's Hospice for about a year, sitting with "
                "patients on the ward on Thursday evenings. Last week a man I'd been visiting for "
                "months died while I was holding his hand. I wasn't sad exactly, more... "
                "honoured? Is it weird that I felt that way?",
                [("identity", "hospice"), ("experience", "patient")],
            ),
            (
                A,
                "It isn't weird at all. Many hospice volunteers describe being present at a "
                "death as a privilege...",
                [],
            ),
            (
                U,
                "thank you. it actually pushed me to sign up for an end of life doula course, it "
                "starts in march. is that a recognised qualification in the uk?",
                [("context", "doula")],
            ),
            (
                A,
                "End-of-life doula training isn't a regulated qualification in the UK, but "
                "there are established courses such as Living Well Dying Well...",
                [],
            ),
            (U, "thank you, that helps a lot", []),
        ],
    ),
    Conversation(
        SITUATIONS[9],
        [
            (
                U,
                "got arrested at the just stop oil slow march in london in november, charged "
                "with obstructing the highway. first hearing is at westminster magistrates on 12 "
                "feb. do i need a solicitor or can i represent myself",
                [("context", "obstruct"), ("activity", "hearing")],
            ),
            (
                A,
                "You can represent yourself, but it's worth getting advice first. You may "
                "qualify for the duty solicitor on the day... Is this your first offence?",
                [],
            ),
            (
                U,
                "yeah first offence. im 23 and a student at kings if that matters",
                [("identity", "23"), ("identity", "king")],
            ),
            (
                A,
                "It can matter for sentencing: a first offence and good character are "
                "mitigating factors...",
                [],
            ),
            (
                U,
                "ok. my mate got a conditional discharge for the exact same thing last year so "
                "fingers crossed",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[10],
        [
            (
                U,
                "can you proofread this for the parish newsletter pls, father michael wrote it "
                "and hes not great with commas:\n\n"
                "'Dear friends, after eleven happy years in this parish I will be moving to a new "
                "post in Truro at Easter. I have been diagnosed with arthritis in both knees and "
                "my sister and I will share a bungalow near the cathedral. Please keep us in "
                "your prayers'",
                [],
            ),
            (
                A,
                "Here is a lightly corrected version: 'Dear friends, After eleven happy years "
                "in this parish, I will be moving to a new post in Truro at Easter...'",
                [],
            ),
            (
                U,
                "great. i do the newsletter every month now since jean stepped down, any ideas "
                "for a regular kids corner?",
                [("identity", "newsletter")],
            ),
            (
                A,
                "A few ideas: a Bible word search, 'spot the difference' in the church, a "
                "saint of the month...",
                [],
            ),
            (U, "word search sounds good", []),
        ],
    ),
    Conversation(
        SITUATIONS[11],
        [
            (
                U,
                "sat sri akal 🙏 i do seva in the langar kitchen at the gurdwara in southall every "
                "sunday, we make rotis for like 800 ppl. my wrists are killing me lately, any "
                "tips? im 58 if that matters",
                [("identity", "langar"), ("identity", "southall"), ("identity", "58")],
            ),
            (
                A,
                "Rolling hundreds of rotis is real repetitive strain. Try keeping your wrists "
                "straight and pushing from the shoulders... Have you had any diagnosis?",
                [],
            ),
            (U, "no nothing diagnosed, just budhapa haha (old age)", []),
            (
                A,
                "Then gentle stretches before and after seva, and rotating between rolling and "
                "cooking, should help...",
                [],
            ),
            (
                U,
                "also my daughter is getting married in august in amritsar!! how do i plan the "
                "trip for 40 relatives 😅",
                [("identity", "daughter"), ("activity", "wedding")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[12],
        [
            (
                U,
                "I'm the youth worker at a Methodist church in Swindon and Friday is our youth "
                "club. Can you do a role-play where you're Zacchaeus and the kids can interview "
                "you?",
                [("identity", "youth"), ("identity", "swindon")],
            ),
            (
                A,
                "Happy to! I'll stay in character as Zacchaeus, the tax collector from "
                "Jericho. Ask me anything.",
                [],
            ),
            (
                U,
                "great! ok i'll be one of the kids first: 'Zacchaeus why did you climb the "
                "tree? im 12 and im short too and i hate it'",
                [],
            ),
            (
                A,
                "(as Zacchaeus) Ah, being short! Believe me, I know. The whole town was "
                "crowding the road...",
                [],
            ),
            (
                U,
                "haha perfect they'll love this. im doing a youth work degree part time at york "
                "st john so i might write it up for an assignment too",
                [("context", "degree")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[13],
        [
            (
                U,
                "My son Eli's bar mitzvah is on 19 October at our shul in Manchester. He's "
                "nervous about chanting his parsha. Any tips for helping a 12 year old practise "
                "without it turning into a fight every night?",
                [("identity", "eli"), ("activity", "bar mitzvah"), ("identity", "manchester")],
            ),
            (
                A,
                "Short daily sessions beat long ones. Record his tutor chanting it so he can "
                "listen on the way to school... Which portion is it?",
                [],
            ),
            (U, "Lech Lecha", []),
            (
                A,
                "A lovely one, Abraham setting out. You could talk with him about what it "
                "means to leave the familiar...",
                [],
            ),
            (
                U,
                "we belong to a reform congregation btw, if that changes anything about the trope",
                [("identity", "reform")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[14],
        existing=[
            ("m1", "Has a dog called Pepper", "personal"),
        ],
        turns=[
            (
                U,
                "im a samaritans volunteer, doing 3 overnight shifts next week (mon wed fri "
                "10pm-7am) on top of my day job at a call centre lol. how do i not wreck my "
                "sleep",
                [("identity", "samaritans"), ("activity", "night"), ("identity", "call cent")],
            ),
            (
                A,
                "Anchor one sleep block you keep every day, use blackout blinds after a "
                "shift... Do you have anyone at home who'll be affected?",
                [],
            ),
            (
                U,
                "no kids, just me and the cat now since pepper died in may 😢",
                [("retract", "pepper"), ("identity", "cat")],
            ),
            (
                A,
                "I'm sorry about Pepper. With just you and the cat, you can keep the bedroom "
                "dark and quiet during the day...",
                [],
            ),
            (U, "cool thanks", []),
        ],
    ),
    Conversation(
        SITUATIONS[15],
        [
            (
                U,
                "Our residents association has looked after the community garden on Elm Road "
                "for six years and now the council wants the land back for 'development'. "
                "We've got a petition going and a meeting with the planning officer on the 3rd. "
                "I chair the association. What arguments actually work with planning officers?",
                [("identity", "chair"), ("context", "garden"), ("activity", "planning")],
            ),
            (
                A,
                "Focus on planning grounds: designated open space, the local plan, evidence "
                "of use... Do you know how the land is classified?",
                [],
            ),
            (
                U,
                "its classed as amenity land i think. not sure. im a retired surveyor so i "
                "really should know this lol",
                [("identity", "surveyor")],
            ),
            (
                A,
                "Worth checking the title and the local plan map. If it's amenity land, you "
                "could also apply to list it as an Asset of Community Value...",
                [],
            ),
            (U, "can you write the petition text, 150 words max, punchy", []),
        ],
    ),
    Conversation(
        SITUATIONS[16],
        [
            (
                U,
                "hello dear I am doing the flower rota for St Marys this year and I am 81 and my "
                "eyes are not so good so I am speaking this into my phone my granddaughter set "
                "it up for me can you tell me which flowers are in season for harvest festival "
                "the first week of October thank you",
                [
                    ("identity", "flower"),
                    ("identity", "81"),
                    ("identity", "eye"),
                    ("identity", "granddaughter"),
                    ("activity", "harvest"),
                ],
            ),
            (
                A,
                "Hello! In early October you'll find dahlias, chrysanthemums, asters, "
                "sunflowers and rudbeckia, with rosehips and wheat for a harvest look.",
                [],
            ),
            (U, "that is lovely thank you dear", []),
        ],
    ),
    Conversation(
        SITUATIONS[17],
        existing=[
            ("m1", "Lives in Leeds", "personal"),
            ("m2", "Attends a Quaker meeting", "personal"),
        ],
        turns=[
            (
                U,
                "we've moved from leeds to york at last, house is total chaos. I want to find a "
                "new meeting here, friargate seems to be the big one. whats the etiquette for "
                "turning up to a new meeting for worship, do i need to tell anyone",
                [("retract", "leeds"), ("identity", "york")],
            ),
            (
                A,
                "You can simply turn up. Meetings for worship are open to all; someone will "
                "usually greet you at the door and explain how it works...",
                [],
            ),
            (
                U,
                "I've been a Friend for about 15 years so I know the basics lol, more about "
                "introducing myself and transferring membership",
                [("identity", "quaker")],
            ),
            (
                A,
                "Ah, then you'll want to ask your old area meeting to send a transfer of "
                "membership to the York area meeting clerk...",
                [],
            ),
            (U, "thank you friend 🙂", []),
        ],
    ),
    Conversation(
        SITUATIONS[18],
        [
            (
                U,
                "started the red cross first aid volunteer training last month, 6 weekends, and "
                "the assessment is on the 30th. can you quiz me on recovery position and cpr",
                [("context", "first aid"), ("activity", "assessment")],
            ),
            (
                A,
                "Sure. First question: what's the ratio of compressions to breaths for an adult?",
                [],
            ),
            (U, "30 compressions 2 breaths", []),
            (A, "Correct. And what's different for a baby?", []),
            (
                U,
                "5 rescue breaths first right? im a childminder so thats the one i actualy care "
                "about",
                [("identity", "childminder")],
            ),
            (A, "Exactly: five initial rescue breaths, then 30:2 using two fingers.", []),
            (U, "nailed it 💪", []),
        ],
    ),
    Conversation(
        SITUATIONS[19],
        [
            (
                U,
                "I converted to Islam in 2021, took my shahada at East London Mosque after two "
                "years of reading. Honestly the hardest part was telling my mum, she cried, but "
                "now she comes to eid with me every year. I'm learning Arabic on Tuesday nights "
                "so I can read the Quran properly, can you give me a weekly plan to learn the "
                "alphabet faster?",
                [("experience", "convert"), ("context", "arabic")],
            ),
            (
                A,
                "Here's a 6-week plan: week 1, the letters that don't join forward, week 2, "
                "letters that share a shape... Where are you up to?",
                [],
            ),
            (U, "i can already do alif to tha lol", []),
            (
                A,
                "Great start. Then this week add jeem, haa and khaa, which share a shape and "
                "differ only by dots...",
                [],
            ),
            (U, "jazakallah. my teacher says my tajweed is 'enthusiastic' 😂", []),
        ],
    ),
    Conversation(
        SITUATIONS[20],
        existing=[
            ("m1", "Sings in the choir at St Mark's", "personal"),
            ("m2", "Works as a pharmacist", "professional"),
        ],
        turns=[
            (
                U,
                "so i quit the choir at st marks. the new director of music basically told me i "
                "was flat in front of everyone at rehearsal and i just. couldnt. anyway. is it "
                "petty to go to a different church now",
                [("retract", "choir"), ("experience", "director")],
            ),
            (
                A,
                "It's not petty to want a place where you feel welcome. How long had you been "
                "there?",
                [],
            ),
            (U, "ngl 9 years. it was my whole social life", []),
            (
                A,
                "That's a real loss, and it's fine to grieve it. Some people find a different "
                "choir first and decide about the church later...",
                [],
            ),
            (
                U,
                "theres a gospel choir at the baptist church near work, rehearsals are wednesdays. "
                "might try it. or might just sulk, who knows",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[21],
        [
            (
                U,
                "random q but if i gave up accountancy and became a vicar, how long would the "
                "training take? like hypothetically. im 41 with two kids (maya 9 and leo 6) so "
                "probably not happening lol",
                [
                    ("identity", "accountan"),
                    ("identity", "41"),
                    ("identity", "maya"),
                    ("identity", "leo"),
                ],
            ),
            (
                A,
                "In the Church of England you'd go through a discernment process first, then "
                "usually two or three years of training, which can be part-time...",
                [],
            ),
            (U, "what would the pay be roughly", []),
            (A, "A stipend of around £28,000 plus a house to live in, in most dioceses.", []),
            (U, "yeah no, sticking with spreadsheets, living the dream 😂", []),
        ],
    ),
    Conversation(
        SITUATIONS[22],
        [
            (
                U,
                "Bonjour! I volunteer with a refugee charity in Glasgow, teaching English to a "
                "group of mostly Congolese women on Thursday mornings. I speak French so I often "
                "explain things in French, is that bad practice for ESOL?",
                [("identity", "refugee"), ("identity", "glasgow"), ("identity", "french")],
            ),
            (
                A,
                "Not at all. Using a shared language sparingly, for instructions or checking "
                "meaning, can help beginners a lot... What level are they?",
                [],
            ),
            (
                U,
                "all beginners, pre-entry. i taught french in secondary schools for 20 years so "
                "the classroom bit is fine, its the esol side thats new",
                [("identity", "teach")],
            ),
            (
                A,
                "Then you're well placed. The main shift is teaching literacy and speaking "
                "together...",
                [],
            ),
            (
                U,
                "can you give me a lesson plan on going to the GP, with some french glosses",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[23],
        [
            (
                U,
                "I'm clerk to Little Baddow Parish Council and keep the accounts in Excel. This "
                "formula gives #VALUE! and I can't see why:\n\n"
                '=SUMIF(B2:B40,"Grant",D2:D40)+E41\n\n'
                "E41 has the text 'n/a' in it",
                [("identity", "clerk"), ("identity", "baddow")],
            ),
            (
                A,
                "The '+E41' is the problem: adding text gives #VALUE!. Use "
                '=SUMIF(B2:B40,"Grant",D2:D40)+N(E41) or clear the cell.',
                [],
            ),
            (U, "ah that was it. thank you!!", []),
            (A, "You're welcome. Anything else for the accounts?", []),
            (
                U,
                "our annual parish meeting is on 15 may, can you suggest an agenda",
                [("activity", "meeting")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[24],
        [
            (
                U,
                "I lead a small Zen meditation group that meets in a church hall in Totnes on "
                "Monday evenings. Please keep answers short; I read them on my phone between "
                "things.",
                [("identity", "meditation"), ("identity", "totnes"), ("preference", "short")],
            ),
            (A, "Understood. I'll keep it brief.", []),
            (
                U,
                "Suggest a 5 min reading on impermanence for next week. We're 8 people, mostly "
                "over 60; I'm 47 myself.",
                [("identity", "47")],
            ),
            (A, "Try Thich Nhat Hanh, 'No Death, No Fear', the passage on the cloud.", []),
            (U, "Not him again, the group has heard a lot of him.", []),
        ],
    ),
    Conversation(
        SITUATIONS[25],
        [
            (
                U,
                "running the london marathon in april for mind (the mental health charity) "
                "because they helped me loads after my breakdown in 2022. need to raise £2000 "
                "and im at £340 😬 fundraising ideas that arent just bake sales??",
                [
                    ("activity", "marathon"),
                    ("experience", "breakdown"),
                    ("context", "fundrais"),
                ],
            ),
            (
                A,
                "Some that work well: a workplace sweepstake on your finish time, a quiz night, "
                "matched giving from your employer... Where do you work?",
                [],
            ),
            (
                U,
                "i work in a big office in canary wharf, like 300 ppl",
                [("identity", "canary wharf")],
            ),
            (
                A,
                "Then check if your employer does matched giving, and a lunchtime quiz in a "
                "meeting room could raise a lot...",
                [],
            ),
            (
                U,
                "the quiz is a good shout. i hate public speaking tho so someone else is "
                "hosting lol",
                [("preference", "public speaking")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[26],
        [
            (
                U,
                "my best friend just became a pastor at a pentecostal church in croydon and "
                "asked me to do a reading at his induction service next sunday. im not "
                "religious at all tbh, what do i even wear",
                [("activity", "induction"), ("identity", "religious")],
            ),
            (
                A,
                "Smart casual is safe: a shirt or blouse, smart trousers or a dress. "
                "Pentecostal services can be dressier, so lean smarter...",
                [],
            ),
            (
                U,
                "haha my sister is literally a nun so my family is very confused by me",
                [("identity", "sister")],
            ),
            (
                A,
                "Ha! Sounds like a lively family. For the reading itself, practise it aloud...",
                [],
            ),
            (U, "ok smart casual it is", []),
        ],
    ),
    Conversation(
        SITUATIONS[27],
        [
            (
                U,
                "Lay preacher here (Methodist, West Cornwall circuit). I'm taking the service at "
                "Perranporth on Sunday and the lectionary reading is the Good Samaritan. I'd "
                "like a fresh angle; the congregation is mostly retired farmers.",
                [
                    ("identity", "preacher"),
                    ("identity", "cornwall"),
                    ("activity", "perranporth"),
                ],
            ),
            (
                A,
                "One angle: the road itself. Jericho road as a place everyone passes through, "
                "and the question 'who is my neighbour' turned into 'who was a neighbour'...",
                [],
            ),
            (
                U,
                "Hmm, bit too clever. Something more down to earth, they like a story.",
                [],
            ),
            (
                A,
                "Then perhaps open with a story about a farmer whose tractor is stuck, and "
                "who actually stops to help...",
                [],
            ),
            (
                U,
                "Perfect. In future, always give me Bible quotations from the NRSV, not the NIV.",
                [("preference", "nrsv")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[28],
        [
            (
                U,
                "started a litter picking group in my village last spring, we go out the first "
                "saturday of every month. first one i organised i didnt tell the council and we "
                "ended up with 40 bags and no way to get rid of them lol. lesson learned: always "
                "book the pickup first. anyway now i want to apply for a small grant for "
                "equipment, how do i write it",
                [("identity", "litter"), ("experience", "litter"), ("context", "grant")],
            ),
            (
                A,
                "Most small community grants want: who you are, what you need, what "
                "difference it'll make, and a budget. How much are you asking for?",
                [],
            ),
            (U, "about £500, for grabbers and hi vis", []),
            (
                A,
                "Good, that's a clear ask. Say how many volunteers will use them and how many "
                "bags you collect a year...",
                [],
            ),
            (
                U,
                "the village is wrington in north somerset btw if you need it for the form",
                [("identity", "wrington")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[29],
        existing=[
            ("m1", "Married to Tom", "relationship"),
            ("m2", "Leads a Brownies unit", "personal"),
        ],
        turns=[
            (
                U,
                "Tom and I separated in the summer and the divorce came through last week. I've "
                "moved into a flat in Kendal. Brownies has been the one thing keeping me going "
                "honestly. We're doing our Christmas pantomime on 13 December and I need a short "
                "script for 20 seven-year-olds, nothing too long.",
                [
                    ("retract", "tom"),
                    ("identity", "divorc"),
                    ("identity", "kendal"),
                    ("activity", "pantomime"),
                ],
            ),
            (
                A,
                "I'm sorry about everything you've been through. Here's a 10-minute Little Red "
                "Riding Hood with parts for 20...",
                [],
            ),
            (U, "lovely. can the wolf be less scary, one of them cries easily", []),
            (
                A,
                "Of course: the wolf can be a hungry, slightly silly wolf who just wants "
                "biscuits...",
                [],
            ),
            (U, "sorry i meant 13 november not december, the hall is booked in december", []),
        ],
    ),
]
