"""Held-out set 36: gamers, streamers, hobby programmers and online communities.

How it was written (and kept independent of the patterns):

1. A list of situations first (below, `SITUATIONS`): gamers, streamers, modders, hobby
   programmers and people who run or moderate online communities, chosen from what such
   people tell a chat assistant, not from what an extractor could match.
2. For each situation, the user's turns as such people type them: long technical or gaming
   messages with facts about themselves said in passing, usernames and tags, Discord
   servers, tournaments, pasted code, logs and stack traces, lowercase without apostrophes,
   typos, emoji, "lol" and "tbh", sarcasm, Portuguese and Spanish fragments, role-play and
   story requests, text to translate or proofread, wishes, and fragments that answer the
   assistant's question (sometimes one asked two turns back).
3. Labels written with each turn, by asking "what would a careful human note about this
   user from this message, in a long-term memory?", following the label guide in
   docs/domain.md. Facts inside role-play, stories, wishes, quoted or forwarded text and
   text to translate get no label; facts about other people are labelled only for what
   they say about the user. Roughly 35-40% of the user turns carry no label.
4. Written without reading the extractor, its rules or any other labelled set, and never
   measured against the extractor before it was committed. A label the extractor misses
   stays a miss.
"""

from __future__ import annotations

from tests.extractors.realchat_corpus import A, Conversation, U

SITUATIONS = (
    "a valorant in-game leader in a discord community league with a tournament coming up",
    "a twitch streamer asking for a panel bio, with a username and a phrase they hate",
    "an accountant who writes rust on weekends, pasting a borrow-checker error",
    "a wow raider stepping down as guild officer (existing memory taken back)",
    "a call-centre worker who got a qa job and moved city (two existing memories taken back)",
    "a discord server owner building a reaction-role bot, pasting code and a traceback",
    "a dungeon master asking the assistant to play an npc in character",
    "a celeste speedrunner rejected from a marathon, with a bracket match later",
    "a sarcastic gamer with a flaky connection who swore off linux",
    "a brazilian cs2 player typing portuguese, pasting an autoexec",
    "a student writing a game boy emulator in c, answering a question two turns later",
    "a 15-year-old weekend streamer with a loud little brother",
    "a forwarded tournament announcement to proofread, then who runs it",
    "hypotheticals about going pro and wishing for a gpu, then the real main",
    "a ffxiv raider whose cats walk on the keyboard, answered in a fragment",
    "a colorblind player who hates bullet lists, answering 'what game' in one word",
    "a junior gameplay programmer job search with a pasted cover letter and an interview",
    "a youtuber who moved to twitch (existing memory taken back)",
    "a discord moderator who got demoted (existing memory taken back)",
    "a message to translate into japanese for a guildmate, then a romaji preference",
    "a story request about winning evo, then the real tag and character",
    "a modded minecraft server for friends that crashes, with a pasted log",
    "an osu player with tendinitis answering 'mouse or tablet'",
    "a rocket league rank-up brag, then who the duo partner is",
    "complaints and one-off questions with nothing to keep",
    "a network engineer dad locking down roblox for his son",
    "advent of code in python, a wish about a game engine and a recursion error",
    "a trip to the league worlds with a boyfriend, and a diet question",
    "a skyrim modder porting a mod, then 3d printing with metric units",
    "a lesson learned after a discord giveaway got raided by bots",
    "a partnered streamer planning a 24h charity stream, deaf in one ear",
    "a mexican hobby dev making a godot platformer with her sister, in spanish",
)

HOLDOUT36: list[Conversation] = [
    Conversation(
        SITUATIONS[0],
        [
            (
                U,
                "yo quick q, me and 4 friends from discord play in a small community valorant "
                "league every thursday night, im the igl 😅 we got a tournament this saturday and "
                "our anti-ecos are so bad. how do u play vs a full eco as a team",
                [("identity", "valorant"), ("activity", "tournament")],
            ),
            (
                A,
                "Against a full eco, play for trades and avoid dry peeks: hold tight crossfires, "
                "let them come to you and don't chase kills alone. What rank is the team, roughly?",
                [],
            ),
            (U, "plat 2 mostly, one diamond smurf lol", []),
        ],
    ),
    Conversation(
        SITUATIONS[1],
        [
            (
                U,
                "hey i stream on twitch as pixelgoblin_ , mostly modded minecraft 3 nights a week "
                "after my shift. can u write me a short about-me panel thats funny but not cringe",
                [("identity", "twitch")],
            ),
            (
                A,
                "Here's a first go: \"Professional block breaker, amateur builder, full-time "
                'goblin." What vibe do you want the panel to have?',
                [],
            ),
            (
                U,
                "chaotic but wholesome. and pls never use the words content creator, i hate it sm",
                [("preference", "content creator")],
            ),
            (
                A,
                '"Chaos with a heart of gold: modded Minecraft three nights a week, bring snacks."',
                [],
            ),
            (U, "perfect ty 🙏", []),
        ],
    ),
    Conversation(
        SITUATIONS[2],
        [
            (
                U,
                "ok so im an accountant by day and i write rust on the weekends for fun, rn im "
                "making a tiny terminal roguelike. getting this and i dont get it\n\n"
                "error[E0502]: cannot borrow `self.map` as mutable because it is also borrowed "
                "as immutable\n  --> src/game.rs:41:13\n\nwhat does it even mean",
                [("identity", "accountant"), ("identity", "rust"), ("context", "roguelike")],
            ),
            (
                A,
                "It means you hold a shared reference into `self.map` while calling a method "
                "that needs it mutably. Can you paste the function?",
                [],
            ),
            (
                U,
                "fn step(&mut self) {\n"
                "    let tile = &self.map.tiles[self.player.idx()];\n"
                "    if tile.walkable {\n"
                "        self.map.reveal(self.player.pos);\n"
                "    }\n"
                "}",
                [],
            ),
            (
                A,
                "Copy the bool out first: `let walkable = self.map.tiles[i].walkable;` then the "
                "borrow ends before `reveal`.",
                [],
            ),
            (
                U,
                "omg that fixed it lol. rust is pain but i kinda love it ngl",
                [("preference", "rust")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[3],
        [
            (
                U,
                "need help writing a msg to my guild. i stepped down as officer last night, too "
                "much drama, im just gonna be a normal raider from now on. want to say bye to "
                "officer chat without sounding bitter",
                [("retract", "officer"), ("identity", "raid")],
            ),
            (
                A,
                "Something like: \"Thanks for the last couple of years, it's time for me to step "
                'back and just enjoy raiding." Do you want to mention who replaces you?',
                [],
            ),
            (U, "nah leave that to the GM", []),
        ],
        existing=[("m1", "Officer in a World of Warcraft raiding guild", "personal")],
    ),
    Conversation(
        SITUATIONS[4],
        [
            (
                U,
                "guess who finally escaped the call centre 🎉🎉 got a qa tester job at a small "
                "game studio",
                [("retract", "call centre"), ("identity", "qa")],
            ),
            (A, "Congratulations! Is it in Manchester, or are you moving?", []),
            (
                U,
                "leeds, already moved in march lol, writing this from my new flat on a folding "
                "chair",
                [("retract", "manchester"), ("identity", "leeds")],
            ),
            (A, "Nice. When do you start?", []),
            (
                U,
                "starting monday. what should i know about writing good bug reports",
                [("activity", "start")],
            ),
        ],
        existing=[
            ("m1", "Lives in Manchester", "personal"),
            ("m2", "Works at a call centre", "professional"),
        ],
    ),
    Conversation(
        SITUATIONS[5],
        [
            (
                U,
                "i run a discord server for hollow knight fans (about 2k ppl) and im trying to "
                "make a bot that hands out roles when people react to a message. using "
                "discord.py. this is what i have:\n\n"
                "@bot.event\n"
                "async def on_raw_reaction_add(payload):\n"
                "    guild = bot.get_guild(payload.guild_id)\n"
                "    role = discord.utils.get(guild.roles, name=ROLE_MAP[str(payload.emoji)])\n"
                "    await payload.member.add_roles(role)\n\n"
                "nothing happens when i react",
                [("identity", "hollow knight"), ("context", "bot")],
            ),
            (
                A,
                "Reaction events need the right intents. Did you enable the members intent, "
                "and does the bot print any error on startup?",
                [],
            ),
            (
                U,
                "discord.errors.PrivilegedIntentsRequired: Shard ID None is requesting privileged "
                "intents that have not been explicitly enabled in the developer portal.",
                [],
            ),
            (
                A,
                "Turn on the Server Members intent in the developer portal under Bot, then "
                "restart.",
                [],
            ),
            (
                U,
                "ok toggled it and it works!! also keep code examples short pls, i read these on "
                "my phone on break",
                [("preference", "short")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[6],
        [
            (
                U,
                "im the dungeon master for a dnd campaign with my college friends every other "
                "sunday and i need to prep an npc. can you play grukk, a half-orc bard who owes "
                "money to the thieves guild and lies about everything? ill be the players",
                [("identity", "campaign")],
            ),
            (
                A,
                '*Grukk tunes a lute with three strings.* "Friends! Grukk has never owed '
                'anyone anything. Who is asking?"',
                [],
            ),
            (U, "*slams tankard* grukk where is the gold you promised the guild", []),
            (
                A,
                '"Gold? Grukk gave it to... a very tall orphan. Many orphans. You would not '
                'know them."',
                [],
            ),
            (
                U,
                "lmaooo perfect. ok out of character, how do i stop one player from hogging "
                "every scene",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[7],
        [
            (
                U,
                "i speedrun celeste any% (pb 29:41 🥲) and i submitted to sgdq and got rejected. "
                "after rewatching my vod i get it tho, i just go silent for 30 mins, no "
                "commentary. how do ppl talk while running",
                [("identity", "celeste"), ("experience", "rejected")],
            ),
            (
                A,
                "Practise narrating in offline runs: explain the next room before you enter it. "
                "Do you have a race or event coming up to practise on?",
                [],
            ),
            (
                U,
                "yea bracket match in the community tournament on the 22nd",
                [("activity", "tournament")],
            ),
            (A, "Good, treat it as a commentary rehearsal as well.", []),
            (U, "also any tips for the 6a skip? i keep dying on it", []),
        ],
    ),
    Conversation(
        SITUATIONS[8],
        [
            (
                U,
                "oh i just LOVE when my internet drops at exactly 9pm every night during "
                "ranked. my favorite thing in the world. truly",
                [],
            ),
            (A, "That sounds maddening. A regular time often points to congestion.", []),
            (
                U,
                "how do i run a ping that logs to a file with timestamps on windows so i can "
                "send it to my isp",
                [],
            ),
            (
                A,
                "In PowerShell: `Test-Connection 8.8.8.8 -Continuous | ForEach-Object { "
                '"$(Get-Date) $_" } | Out-File ping.log`. On Linux you could use `ping -D`.',
                [],
            ),
            (
                U,
                "pls no linux answers ever, never touching linux again after arch nuked my "
                "bootloader the night before a uni deadline lol",
                [("preference", "linux"), ("experience", "bootloader")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[9],
        [
            (
                U,
                "mano sou de recife e jogo cs2 com a galera quase todo dia, me ajuda a arrumar "
                "meu autoexec? pode responder em ingles, eu so escrevo em pt quando to cansado "
                "kkkk",
                [("identity", "recife"), ("identity", "cs2"), ("identity", "portuguese")],
            ),
            (A, "Sure, paste it and I'll go through it.", []),
            (
                U,
                "cl_crosshairsize 2\ncl_crosshairgap -2\nrate 786432\nfps_max 0\n"
                "bind mwheeldown +jump\nhost_writeconfig",
                [],
            ),
            (
                A,
                "Looks fine; `host_writeconfig` isn't needed in CS2. What resolution do you "
                "play at?",
                [],
            ),
            (
                U,
                "4:3 esticado claro, 1280x960, nao jogo de outro jeito",
                [("preference", "4:3")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[10],
        [
            (
                U,
                "im a 2nd year cs student at tu delft and for fun im writing a game boy emulator "
                "in c. the cpu passes most tests but the flags are off on ADD SP,e8. my impl:\n\n"
                "case 0xE8: {\n"
                "    int8_t e = (int8_t)read8(cpu->pc++);\n"
                "    uint16_t r = cpu->sp + e;\n"
                "    cpu->f = 0;\n"
                "    if (((cpu->sp & 0xF) + (e & 0xF)) > 0xF) cpu->f |= FLAG_H;\n"
                "    if (((cpu->sp & 0xFF) + (e & 0xFF)) > 0xFF) cpu->f |= FLAG_C;\n"
                "    cpu->sp = r;\n"
                "    break;\n"
                "}",
                [("identity", "delft"), ("context", "emulator")],
            ),
            (
                A,
                "The flag logic looks right. Is this for a course or a personal project? And "
                "which test ROM is failing?",
                [],
            ),
            (U, "blargg cpu_instrs, 03-op sp,hl", []),
            (
                A,
                "Then check the cycle count and that you mask `e` as unsigned when you add the "
                "low bits.",
                [],
            ),
            (
                U,
                "fixed!! and no not for a course, our courses are all java and i hate java with "
                "a passion",
                [("preference", "java")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[11],
        [
            (
                U,
                "im 15 and my mom only lets me stream on weekends, how do i set up obs so my mic "
                "doesnt pick up my little brother screaming at fortnite in the next room 💀",
                [("identity", "15"), ("identity", "brother"), ("identity", "stream")],
            ),
            (
                A,
                "Add a Noise Suppression filter (RNNoise) and a Noise Gate to your mic source. "
                "What mic do you have?",
                [],
            ),
            (
                U,
                "some cheap usb one from amazon idk the name. i also play guitar on stream "
                "sometimes so it cant kill that",
                [("identity", "guitar")],
            ),
            (
                A,
                "Then keep the gate gentle and put the guitar on its own source without "
                "suppression.",
                [],
            ),
            (U, "ok the rnnoise filter is magic ty", []),
        ],
    ),
    Conversation(
        SITUATIONS[12],
        [
            (
                U,
                "can u proofread this before i post it in the server\n\n"
                '"Hey @everyone!! Our monthly Smash Ultimate tourney is back on June 8th at the '
                "Westside Rec Center, doors at 11, bracket at 12. Entry $5, bring your own "
                'controler. Pot bonus from our sponser Pixel Cafe!!"',
                [],
            ),
            (
                A,
                'Two typos: "controller" and "sponsor". Otherwise it\'s clear. Are you the '
                "TO this time?",
                [],
            ),
            (
                U,
                "ya first time running it, the old TO moved to texas so i got volunteered lmao",
                [("context", "smash")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[13],
        [
            (
                U,
                "if i ever went pro id main widowmaker and move to seoul and never see sunlight "
                "again lol",
                [],
            ),
            (A, "The dream of every Widowmaker player. Do you play her much now?", []),
            (
                U,
                "realistically tho im a support main, mercy and kiriko. hows the kiriko meta rn",
                [("identity", "support")],
            ),
            (A, "Kiriko is still strong in dive comps thanks to Suzu.", []),
            (
                U,
                "wish i had a 4090 so i could stream and play at the same time without my pc "
                "crying",
                [],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[14],
        [
            (
                U,
                "sry for typos my cat biscuit keeps walking on the keybaord mid raid 😭 anyway "
                "how do i bind a key to cancel cast in ffxiv on controller",
                [("identity", "biscuit"), ("identity", "ffxiv")],
            ),
            (
                A,
                "There's no dedicated cancel bind on controller; moving cancels the cast. Is "
                "Biscuit the only keyboard menace?",
                [],
            ),
            (
                U,
                "2 of them lol, biscuit and mochi. mochi is the chill one",
                [("identity", "mochi")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[15],
        [
            (
                U,
                "can you stop answering me with bullet lists all the time, just talk normal. "
                "also im colorblind (deuteranopia) so dont suggest red vs green for my hud",
                [("preference", "bullet"), ("identity", "colorblind")],
            ),
            (A, "Got it, plain prose from now on. Which game is the HUD for?", []),
            (U, "apex", [("identity", "apex")]),
            (
                A,
                "For Apex, try blue for allies and yellow or orange for enemy highlights; they "
                "stay distinct with deuteranopia.",
                [],
            ),
            (U, "blue and yellow works way better ty", []),
        ],
    ),
    Conversation(
        SITUATIONS[16],
        [
            (
                U,
                "been applying to junior gameplay programmer jobs for like 4 months now, 60 "
                "applications and 2 interviews 🙃 can u look at my cover letter opening\n\n"
                '"Dear Hiring Team, I am a passionate developer with a love for tight, '
                "responsive game feel. Over the last two years I have shipped three small games "
                'on itch.io..."',
                [("context", "gameplay")],
            ),
            (
                A,
                'Cut "passionate" and lead with the games: name one and link it in the first '
                "sentence.",
                [],
            ),
            (
                U,
                "ok rewriting it. also update, got a third interview!! next tuesday, studio in "
                "montreal but its remote",
                [("activity", "interview")],
            ),
            (A, "Great news. Want to run through likely questions?", []),
            (U, "lol yes im so nervous", []),
        ],
    ),
    Conversation(
        SITUATIONS[17],
        [
            (
                U,
                "im done with youtube, moved everything to twitch since shorts killed my long "
                "form views. how do i import my old vods as highlights",
                [("retract", "youtube"), ("identity", "twitch")],
            ),
            (
                A,
                "Use Video Producer > Upload on Twitch; files must be MP4 and under the size "
                "limit.",
                [],
            ),
            (U, "cool", []),
        ],
        existing=[("m1", "Makes gaming videos on YouTube", "professional")],
    ),
    Conversation(
        SITUATIONS[18],
        [
            (
                U,
                "got demoted from mod in the apex discord lmao, owner said im 'too harsh'. "
                "whatever, more time to actually play. whats a good warmup routine",
                [("retract", "moderator")],
            ),
            (
                A,
                "Fifteen minutes in the Firing Range on tracking, then a couple of casual "
                "matches. Which legend do you play?",
                [],
            ),
            (
                U,
                "wraith main since season 0, been playing forever",
                [("identity", "wraith")],
            ),
            (A, "Then add some tactical-timing drills in the range too.", []),
            (U, "15 min range then 2 trios, got it", []),
        ],
        existing=[("m1", "Moderator of the Apex Legends community Discord", "personal")],
    ),
    Conversation(
        SITUATIONS[19],
        [
            (
                U,
                "can u translate this to japanese for my guildmate: \"gg everyone, I'm on "
                'vacation in Okinawa next week so no raids from me, back on the 3rd"',
                [],
            ),
            (
                A,
                "「みんなお疲れさま。来週は沖縄で休暇なのでレイドには参加できません。3日に戻ります。」 "
                "Want romaji too?",
                [],
            ),
            (
                U,
                "no romaji pls, im learning japanese on duolingo (212 day streak 🔥) so i wanna "
                "read the kana",
                [("context", "japanese"), ("preference", "romaji")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[20],
        [
            (
                U,
                "write me a short dramatic story where i win evo grand finals vs daigo with a 1 "
                "pixel comeback",
                [],
            ),
            (
                A,
                "The crowd went silent as the health bar blinked, one pixel of red between you "
                "and history...",
                [],
            ),
            (
                U,
                "LMAO i wish. irl my tag is ShadowFox and i play ken at my local weekly, went 2-2 "
                "last week",
                [("identity", "shadowfox"), ("identity", "ken")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[21],
        [
            (
                U,
                "setting up a modded mc server for my friends on my old thinkpad (ubuntu "
                "server) and it crashes on start, log:\n\n"
                "[12:01:44] [main/ERROR]: Failed to start the minecraft server\n"
                "java.lang.UnsupportedClassVersionError: net/minecraftforge/server/ServerMain "
                "has been compiled by a more recent version of the Java Runtime (class file "
                "version 65.0), this version of the Java Runtime only recognizes class file "
                "versions up to 61.0",
                [("context", "server")],
            ),
            (
                A,
                "Class file 65 is Java 21; you're running Java 17. Install openjdk-21-jre-headless "
                "and point the start script at it.",
                [],
            ),
            (U, "so java 21 not 17?", []),
            (A, "Yes, 21.", []),
            (U, "it lives!!! my friends are gonna lose it", []),
        ],
    ),
    Conversation(
        SITUATIONS[22],
        [
            (
                U,
                "wrist is killing me again, i have tendinitis from like 6 years of osu lol, doc "
                "said ice + rest. any stretches that dont take forever",
                [("identity", "tendinitis"), ("identity", "osu")],
            ),
            (
                A,
                "Tendon glides and gentle wrist flexor stretches, a few minutes between "
                "sessions. Do you play with mouse or tablet?",
                [],
            ),
            (U, "tablet, small wacom", [("identity", "tablet")]),
        ],
    ),
    Conversation(
        SITUATIONS[23],
        [
            (
                U,
                "GG EZ just hit champ 1 in rocket league after 3 seasons stuck in diamond 😎😎",
                [("experience", "champ"), ("identity", "rocket league")],
            ),
            (A, "Congrats, that's a big wall to break through!", []),
            (U, "thx lol", []),
            (A, "Who do you play 2s with?", []),
            (
                U,
                "my girlfriend is my duo, shes honestly better than me 😭",
                [("identity", "girlfriend")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[24],
        [
            (U, "why is every ubisoft connect update 2gb. rhetorical. dont answer that", []),
            (A, "Noted, I will not answer that.", []),
            (
                U,
                "ok actually whats a lightweight alternative to discord for just voice, like for "
                "a lan party",
                [],
            ),
            (A, "Mumble or TeamSpeak both run fine on a LAN with almost no overhead.", []),
        ],
    ),
    Conversation(
        SITUATIONS[25],
        [
            (
                U,
                "my son is 9 and wants to start roblox, i want to lock it down properly. im a "
                "network engineer so dont dumb it down, give me the technical details (dns "
                "filtering, whatever)",
                [
                    ("identity", "son"),
                    ("identity", "network engineer"),
                    ("preference", "technical"),
                ],
            ),
            (
                A,
                "Roblox has account-level parental controls plus you can filter at DNS. Does he "
                "have his own device, and is it iOS or Android?",
                [],
            ),
            (U, "own ipad", []),
            (
                A,
                "On iPad, use Screen Time content restrictions and a managed DNS profile.",
                [],
            ),
            (
                U,
                "also fyi hes autistic so the chat filters matter a lot. and i have a daughter "
                "too (4) but shes not on anything yet lol",
                [("identity", "daughter")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[26],
        [
            (
                U,
                "someday i wanna write my own game engine but for now i just do advent of code "
                "in python every december lol. doing 2023 late rn and day 12 blows up:\n\n"
                "def count(s, groups):\n"
                "    if not groups:\n"
                "        return 0 if '#' in s else 1\n"
                "    ...\n\n"
                "RecursionError: maximum recursion depth exceeded",
                [("identity", "advent")],
            ),
            (
                A,
                "Memoize it with `functools.cache` and pass tuples instead of lists; the depth "
                "problem usually goes away.",
                [],
            ),
            (U, "functools.cache and it runs in 0.3s. i feel stupid lol", []),
        ],
    ),
    Conversation(
        SITUATIONS[27],
        [
            (
                U,
                "going to worlds in london with my boyfriend in october!! first time at a league "
                "live event, what should i bring",
                [("activity", "worlds"), ("identity", "boyfriend")],
            ),
            (A, "Exciting! Which days are you going?", []),
            (U, "semis and finals, hes a huge t1 fan so pray for us", []),
            (A, "Bring a power bank, ear plugs and something to hold up for T1.", []),
            (
                U,
                "also im vegetarian, is the food at the o2 ok for that",
                [("identity", "vegetarian")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[28],
        [
            (
                U,
                "i make skyrim mods on the side, got 3 on nexus and one has like 40k downloads. "
                "rn im porting my armor mod to SE and the papyrus compiler throws:\n\n"
                "ArmorSwap.psc(14,4): variable PlayerRef is undefined\n\n"
                "what do i do",
                [("identity", "skyrim"), ("context", "armor")],
            ),
            (
                A,
                "Declare it as a property, `Actor Property PlayerRef Auto`, and fill it in the "
                "Creation Kit.",
                [],
            ),
            (
                U,
                "ah the property wasnt filled in the ck. ok unrelated, im 3d printing a helmet "
                "prop from the mod, pls give me measurements in metric, im from germany i cant "
                "do inches",
                [("preference", "metric"), ("identity", "germany")],
            ),
        ],
    ),
    Conversation(
        SITUATIONS[29],
        [
            (
                U,
                "lesson learned: never run a discord giveaway without a captcha/verification "
                "gate. got raided by 300 bot accounts in 10 minutes lol. server survived",
                [("experience", "bot")],
            ),
            (A, "Ouch. A verification step on join stops most of those.", []),
            (U, "which verification bot would u pick for a 500 member server", []),
        ],
    ),
    Conversation(
        SITUATIONS[30],
        [
            (
                U,
                "doing a 24h charity stream saturday for st jude, i need a subathon style timer "
                "overlay that adds time per donation",
                [("activity", "charity")],
            ),
            (
                A,
                "Several tools do that. Are you Affiliate or Partner? It changes which charity "
                "features you get.",
                [],
            ),
            (U, "partner since january 🎉", [("identity", "partner")]),
            (
                A,
                "Then you can use Twitch Charity directly and drive the timer from its events.",
                [],
            ),
            (
                U,
                "also im deaf in one ear so i keep alerts visual, any overlay that flashes "
                "instead of dinging",
                [("identity", "deaf")],
            ),
            (U, "ok trying the streamer.bot one", []),
        ],
    ),
    Conversation(
        SITUATIONS[31],
        [
            (
                U,
                "oye una pregunta, estoy haciendo un plataformero en godot 4 con mi hermana (ella "
                "hace la musica) y no se como hacer coyote time. english is ok",
                [("context", "godot"), ("identity", "sister"), ("identity", "spanish")],
            ),
            (
                A,
                "Keep a timer that starts when the player leaves the floor and allow a jump "
                "while it's above zero. GDScript or C#?",
                [],
            ),
            (
                U,
                "gdscript siempre, c# me da flojera",
                [("preference", "gdscript")],
            ),
            (
                A,
                "var coyote := 0.0\nfunc _physics_process(delta):\n    if is_on_floor(): "
                "coyote = 0.1\n    else: coyote -= delta",
                [],
            ),
            (U, "funciona!! gracias", []),
        ],
    ),
]
