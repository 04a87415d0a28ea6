<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Tessera</source>
        <translation>Über Tessera</translation>
    </message>
    <message>
        <source>A tile-laying game of the Carcassonne family: the base game, the River, Inns &amp; Cathedrals, Traders &amp; Builders and the Princess &amp; the Dragon, for players at one table and computer opponents, with a tile set editor and a replay viewer.</source>
        <translation>Ein Legespiel der Carcassonne-Familie: das Grundspiel, Der Fluss, Wirtshäuser und Kathedralen, Händler und Baumeister sowie Burgfräulein und Drache, für Spieler an einem Tisch und Computergegner, mit einem Kartensatz-Editor und einer Wiedergabe.</translation>
    </message>
    <message>
        <source>Tessera is free software: you may share and change it under the terms of the &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GNU General Public License&lt;/a&gt;, version 3 or later. It comes with no warranty.</source>
        <translation>Tessera ist freie Software: du darfst sie unter den Bedingungen der &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;GNU General Public License&lt;/a&gt;, Version 3 oder später, weitergeben und verändern. Sie kommt ohne jede Gewährleistung.</translation>
    </message>
</context>
<context>
    <name>AnalysisText</name>
    <message>
        <source>inaccuracy</source>
        <translation>Ungenauigkeit</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>grober Fehler</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <translation>Ungenauigkeit</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Grober Fehler</translation>
    </message>
    <message>
        <source>Better: %1 (expected margin %2 instead of %3).</source>
        <translation>Besser: %1 (erwarteter Vorsprung %2 statt %3).</translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <translation>%1: %2 %3</translation>
    </message>
    <message>
        <source>%1, then %2</source>
        <translation>%1, dann %2</translation>
    </message>
    <message>
        <source>%1 played %2, as good as the best found (expected margin %3).</source>
        <translation>%1 spielte %2, so gut wie das Beste, was gefunden wurde (erwarteter Vorsprung %3).</translation>
    </message>
    <message numerus="yes">
        <source>%1 played %2, which cost about %n points.</source>
        <translation>
            <numerusform>%1 spielte %2, das kostete etwa %n Punkt.</numerusform>
            <numerusform>%1 spielte %2, das kostete etwa %n Punkte.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardExport</name>
    <message>
        <source>The image could not be encoded.</source>
        <translation>Das Bild konnte nicht kodiert werden.</translation>
    </message>
    <message>
        <source>Tessera board</source>
        <translation>Tessera-Spielfeld</translation>
    </message>
    <message>
        <source>The board is empty.</source>
        <translation>Das Spielfeld ist leer.</translation>
    </message>
    <message>
        <source>The folder “%1” could not be created.</source>
        <translation>Der Ordner „%1“ konnte nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Turn %1 of the game could not be replayed.</source>
        <translation>Zug %1 der Partie konnte nicht nachgespielt werden.</translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %1 of %n frames.</source>
        <translation>
            <numerusform>Abgebrochen nach %1 von %n Bild.</numerusform>
            <numerusform>Abgebrochen nach %1 von %n Bildern.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ComputerLevel</name>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>DecisionText</name>
    <message>
        <source>a builder</source>
        <translation>ein Baumeister</translation>
    </message>
    <message>
        <source>a pig</source>
        <translation>ein Schwein</translation>
    </message>
    <message>
        <source>a large thief</source>
        <translation>ein großer Wegelagerer</translation>
    </message>
    <message>
        <source>a thief</source>
        <translation>ein Wegelagerer</translation>
    </message>
    <message>
        <source>a large knight</source>
        <translation>ein großer Ritter</translation>
    </message>
    <message>
        <source>a knight</source>
        <translation>ein Ritter</translation>
    </message>
    <message>
        <source>a large monk</source>
        <translation>ein großer Mönch</translation>
    </message>
    <message>
        <source>a monk</source>
        <translation>ein Mönch</translation>
    </message>
    <message>
        <source>a large farmer</source>
        <translation>ein großer Bauer</translation>
    </message>
    <message>
        <source>a farmer</source>
        <translation>ein Bauer</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 bei %2</translation>
    </message>
    <message>
        <source>%1 at %2, turned %3°</source>
        <translation>%1 bei %2, um %3° gedreht</translation>
    </message>
    <message>
        <source>%1 on the %2</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 through the magic portal on the %2 at %3</source>
        <translation>%1 durch das magische Tor (%2 bei %3)</translation>
    </message>
    <message>
        <source>no figure</source>
        <translation>keine Figur</translation>
    </message>
    <message>
        <source>the fairy to the follower on the %1 at %2</source>
        <translation>die Fee zum Gefolgsmann (%1 bei %2)</translation>
    </message>
    <message>
        <source>the knight on the %1 at %2 sent home</source>
        <translation>der Ritter (%1 bei %2) zurück in den Vorrat</translation>
    </message>
    <message>
        <source>the dragon to %1</source>
        <translation>der Drache nach %1</translation>
    </message>
</context>
<context>
    <name>EventText</name>
    <message>
        <source>wine</source>
        <translation>Wein</translation>
    </message>
    <message>
        <source>grain</source>
        <translation>Getreide</translation>
    </message>
    <message>
        <source>cloth</source>
        <translation>Tuch</translation>
    </message>
    <message>
        <source>farm</source>
        <translation>Wiese</translation>
    </message>
    <message>
        <source>road</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>city</source>
        <translation>Stadt</translation>
    </message>
    <message>
        <source>cloister</source>
        <translation>Kloster</translation>
    </message>
    <message>
        <source>river</source>
        <translation>Fluss</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last two of a list of names</comment>
        <translation>%1 und %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 each score %n: %2</source>
        <comment>players, points, what scored</comment>
        <translation>
            <numerusform>%1 erhalten je %n Punkt: %2</numerusform>
            <numerusform>%1 erhalten je %n Punkte: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scores %n: %2</source>
        <comment>player, points, what scored</comment>
        <translation>
            <numerusform>%1 erhält %n Punkt: %2</numerusform>
            <numerusform>%1 erhält %n Punkte: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>the fairy at the start of the turn</source>
        <translation>die Fee zu Beginn des Zuges</translation>
    </message>
    <message>
        <source>the fairy beside a scored follower (%1)</source>
        <translation>die Fee neben einem gewerteten Gefolgsmann (%1)</translation>
    </message>
    <message numerus="yes">
        <source>most %1 (%n tokens)</source>
        <comment>goods</comment>
        <translation>
            <numerusform>am meisten %1 (%n Warenplättchen)</numerusform>
            <numerusform>am meisten %1 (%n Warenplättchen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>farmers supplying a completed city of %n tiles</source>
        <translation>
            <numerusform>Bauern, die eine fertige Stadt aus %n Karte versorgen</numerusform>
            <numerusform>Bauern, die eine fertige Stadt aus %n Karten versorgen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>farm supplying %n completed cities</source>
        <translation>
            <numerusform>Wiese, die %n fertige Stadt versorgt</numerusform>
            <numerusform>Wiese, die %n fertige Städte versorgt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>cloister with %n neighbours</source>
        <translation>
            <numerusform>Kloster mit %n Nachbarkarte</numerusform>
            <numerusform>Kloster mit %n Nachbarkarten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n tiles</source>
        <comment>a road, city or river</comment>
        <translation>
            <numerusform>%1 aus %n Karte</numerusform>
            <numerusform>%1 aus %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n pennants</source>
        <translation>
            <numerusform>, %n Wappen</numerusform>
            <numerusform>, %n Wappen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (final scoring)</source>
        <translation>%1 (Schlusswertung)</translation>
    </message>
    <message>
        <source>%1 (completed)</source>
        <translation>%1 (fertiggestellt)</translation>
    </message>
    <message>
        <source>, with an inn: nothing unfinished</source>
        <translation>, mit Wirtshaus: unvollendet nichts wert</translation>
    </message>
    <message>
        <source>, with a cathedral: nothing unfinished</source>
        <translation>, mit Kathedrale: unvollendet nichts wert</translation>
    </message>
    <message numerus="yes">
        <source>the fairy at the start of %n turns</source>
        <translation>
            <numerusform>die Fee zu Beginn von %n Zug</numerusform>
            <numerusform>die Fee zu Beginn von %n Zügen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FeatureText</name>
    <message numerus="yes">
        <source>%n tiles</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>city, %1</source>
        <translation>Stadt, %1</translation>
    </message>
    <message numerus="yes">
        <source>, %n pennants</source>
        <translation>
            <numerusform>, %n Wappen</numerusform>
            <numerusform>, %n Wappen</numerusform>
        </translation>
    </message>
    <message>
        <source>road, %1</source>
        <translation>Straße, %1</translation>
    </message>
    <message numerus="yes">
        <source>cloister, %n of 8 neighbours</source>
        <translation>
            <numerusform>Kloster, %n von 8 Nachbarn</numerusform>
            <numerusform>Kloster, %n von 8 Nachbarn</numerusform>
        </translation>
    </message>
    <message>
        <source>farm, %1</source>
        <translation>Wiese, %1</translation>
    </message>
    <message>
        <source>river</source>
        <translation>Fluss</translation>
    </message>
    <message>
        <source>, open</source>
        <translation>, offen</translation>
    </message>
    <message>
        <source>, completed</source>
        <translation>, fertiggestellt</translation>
    </message>
    <message>
        <source>%1: completed, %2</source>
        <translation>%1: fertiggestellt, %2</translation>
    </message>
    <message>
        <source>%1: %2 if completed, %3 at the end</source>
        <translation>%1: %2 wenn fertiggestellt, %3 am Ende</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>A game log must hold a JSON object.</source>
        <translation>Ein Spielprotokoll muss ein JSON-Objekt enthalten.</translation>
    </message>
    <message>
        <source>Turn %1: %2</source>
        <translation>Zug %1: %2</translation>
    </message>
    <message>
        <source>After the last turn: %1</source>
        <translation>Nach dem letzten Zug: %1</translation>
    </message>
    <message>
        <source>Unknown key &quot;%1&quot;.</source>
        <translation>Unbekannter Schlüssel „%1“.</translation>
    </message>
    <message>
        <source>Expected a whole number from %1 to %2.</source>
        <translation>Erwartet wird eine ganze Zahl von %1 bis %2.</translation>
    </message>
    <message>
        <source>Expected a string.</source>
        <translation>Erwartet wird eine Zeichenkette.</translation>
    </message>
    <message>
        <source>This is not a Tessera game log: &quot;format&quot; must be &quot;%1&quot;.</source>
        <translation>Dies ist kein Tessera-Spielprotokoll: „format“ muss „%1“ sein.</translation>
    </message>
    <message>
        <source>&quot;version&quot; must be a whole number.</source>
        <translation>„version“ muss eine ganze Zahl sein.</translation>
    </message>
    <message>
        <source>The log has version %1; this program reads up to version %2. A newer Tessera wrote it.</source>
        <translation>Das Protokoll hat Version %1; dieses Programm liest bis Version %2. Ein neueres Tessera hat es geschrieben.</translation>
    </message>
    <message>
        <source>&quot;created&quot; must be a date and time such as &quot;2026-11-29T13:00:00Z&quot;.</source>
        <translation>„created“ muss ein Datum mit Uhrzeit sein, etwa „2026-11-29T13:00:00Z“.</translation>
    </message>
    <message>
        <source>&quot;rules&quot; must be an object.</source>
        <translation>„rules“ muss ein Objekt sein.</translation>
    </message>
    <message>
        <source>&quot;first_edition_city_points&quot; must be 3 or 4.</source>
        <translation>„first_edition_city_points“ muss 3 oder 4 sein.</translation>
    </message>
    <message>
        <source>&quot;tiny_city&quot; must be true or false.</source>
        <translation>„tiny_city“ muss true oder false sein.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be true or false.</source>
        <translation>„%1“ muss true oder false sein.</translation>
    </message>
    <message>
        <source>&quot;hand_size&quot; must be 1 or 3.</source>
        <translation>„hand_size“ muss 1 oder 3 sein.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be %2 or %3.</source>
        <translation>„%1“ muss %2 oder %3 sein.</translation>
    </message>
    <message>
        <source>&quot;players&quot; must be an array of players.</source>
        <translation>„players“ muss ein Array von Spielern sein.</translation>
    </message>
    <message>
        <source>A game has %1 to %2 players, not %3: a sixth player needs Inns &amp; Cathedrals.</source>
        <translation>Eine Partie hat %1 bis %2 Spieler, nicht %3: ein sechster Spieler braucht Wirtshäuser und Kathedralen.</translation>
    </message>
    <message>
        <source>A game has %1 to %2 players, not %3.</source>
        <translation>Eine Partie hat %1 bis %2 Spieler, nicht %3.</translation>
    </message>
    <message>
        <source>A player must be an object with &quot;name&quot;, &quot;color&quot; and &quot;computer&quot;.</source>
        <translation>Ein Spieler muss ein Objekt mit „name“, „color“ und „computer“ sein.</translation>
    </message>
    <message>
        <source>A colour must look like &quot;#1e88e5&quot;.</source>
        <translation>Eine Farbe muss wie „#1e88e5“ aussehen.</translation>
    </message>
    <message>
        <source>&quot;computer&quot; must be true or false.</source>
        <translation>„computer“ muss true oder false sein.</translation>
    </message>
    <message>
        <source>&quot;seed&quot; must be a whole number from 0 to 18446744073709551615, best written as a string.</source>
        <translation>„seed“ muss eine ganze Zahl von 0 bis 18446744073709551615 sein, am besten als Zeichenkette geschrieben.</translation>
    </message>
    <message>
        <source>&quot;tileSets&quot; must be a non-empty array holding the tile sets of the game.</source>
        <translation>„tileSets“ muss ein nicht leeres Array mit den Kartensätzen der Partie sein.</translation>
    </message>
    <message>
        <source>A tile set must be an object.</source>
        <translation>Ein Kartensatz muss ein Objekt sein.</translation>
    </message>
    <message>
        <source>The tile id &quot;%1&quot; is used by two tile sets of the game.</source>
        <translation>Die Karten-ID „%1“ wird von zwei Kartensätzen der Partie verwendet.</translation>
    </message>
    <message>
        <source>The tile sets hold %1 tiles of %2 kinds together; a game has room for at most %3 of either.</source>
        <translation>Die Kartensätze enthalten zusammen %1 Karten in %2 Arten; eine Partie hat Platz für höchstens %3 von beiden.</translation>
    </message>
    <message>
        <source>None of the tile sets names a start tile.</source>
        <translation>Keiner der Kartensätze nennt eine Startkarte.</translation>
    </message>
    <message>
        <source>&quot;result&quot; must be an object with &quot;finished&quot; and &quot;scores&quot;.</source>
        <translation>„result“ muss ein Objekt mit „finished“ und „scores“ sein.</translation>
    </message>
    <message>
        <source>&quot;finished&quot; must be true or false.</source>
        <translation>„finished“ muss true oder false sein.</translation>
    </message>
    <message>
        <source>&quot;scores&quot; must be an array with one score per player.</source>
        <translation>„scores“ muss ein Array mit einem Punktestand pro Spieler sein.</translation>
    </message>
    <message>
        <source>unknown tile id &quot;%1&quot; (not in the log&apos;s tile sets).</source>
        <translation>unbekannte Karten-ID „%1“ (nicht in den Kartensätzen des Protokolls).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be an array of tile ids.</source>
        <translation>„%1“ muss ein Array von Karten-IDs sein.</translation>
    </message>
    <message>
        <source>a turn must be an object.</source>
        <translation>ein Zug muss ein Objekt sein.</translation>
    </message>
    <message>
        <source>&quot;turn&quot; must be a number.</source>
        <translation>„turn“ muss eine Zahl sein.</translation>
    </message>
    <message>
        <source>the entry says it is turn %1.</source>
        <translation>der Eintrag gibt an, Zug %1 zu sein.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is required when players hold several tiles.</source>
        <translation>„%1“ ist nötig, wenn die Spieler mehrere Karten halten.</translation>
    </message>
    <message>
        <source>&quot;rotation&quot; must be 0, 90, 180 or 270.</source>
        <translation>„rotation“ muss 0, 90, 180 oder 270 sein.</translation>
    </message>
    <message>
        <source>&quot;decisions&quot; must be a list of the turn&apos;s decisions, such as [{&quot;decision&quot;: &quot;place&quot;, &quot;x&quot;: 1, &quot;y&quot;: 0, &quot;rotation&quot;: 0}, {&quot;decision&quot;: &quot;pass&quot;}].</source>
        <translation>„decisions“ muss eine Liste der Entscheidungen des Zuges sein, etwa [{&quot;decision&quot;: &quot;place&quot;, &quot;x&quot;: 1, &quot;y&quot;: 0, &quot;rotation&quot;: 0}, {&quot;decision&quot;: &quot;pass&quot;}].</translation>
    </message>
    <message>
        <source>a decision must be an object whose &quot;decision&quot; is &quot;place&quot;, &quot;deploy&quot;, &quot;pass&quot;, &quot;portal-deploy&quot;, &quot;fairy&quot;, &quot;remove-knight&quot; or &quot;dragon&quot;.</source>
        <translation>eine Entscheidung muss ein Objekt sein, dessen „decision“ „place“, „deploy“, „pass“, „portal-deploy“, „fairy“, „remove-knight“ oder „dragon“ ist.</translation>
    </message>
    <message>
        <source>a second tile is placed, but the turn names no &quot;bonusTile&quot;.</source>
        <translation>eine zweite Karte wird angelegt, aber der Zug nennt keine „bonusTile“.</translation>
    </message>
    <message>
        <source>a turn places at most two tiles (its own and a bonus tile).</source>
        <translation>ein Zug legt höchstens zwei Karten an (seine eigene und eine Bonuskarte).</translation>
    </message>
    <message>
        <source>unknown figure &quot;%1&quot;.</source>
        <translation>unbekannte Figur „%1“.</translation>
    </message>
    <message>
        <source>&quot;follower&quot; must be null or an object such as {&quot;feature&quot;: 1}.</source>
        <translation>„follower“ muss null oder ein Objekt wie {&quot;feature&quot;: 1} sein.</translation>
    </message>
    <message>
        <source>feature %1 of &quot;%2&quot; is a %3, not &quot;%4&quot;.</source>
        <translation>Gebiet %1 von „%2“ ist ein(e) %3, nicht „%4“.</translation>
    </message>
    <message>
        <source>&quot;turns&quot; must be an array of turns.</source>
        <translation>„turns“ muss ein Array von Zügen sein.</translation>
    </message>
    <message>
        <source>Too many turns (%1): a game has at most %2.</source>
        <translation>Zu viele Züge (%1): eine Partie hat höchstens %2.</translation>
    </message>
    <message>
        <source>&quot;variations&quot; must be an array of lines, each an array of turns.</source>
        <translation>„variations“ muss ein Array von Linien sein, jede ein Array von Zügen.</translation>
    </message>
    <message>
        <source>a variation must be an array of turns.</source>
        <translation>eine Variante muss ein Array von Zügen sein.</translation>
    </message>
    <message>
        <source>too many turns in variations: a log holds at most %1.</source>
        <translation>zu viele Züge in Varianten: ein Protokoll enthält höchstens %1.</translation>
    </message>
    <message>
        <source>&quot;cursor&quot; must be an array of line numbers, one per turn.</source>
        <translation>„cursor“ muss ein Array von Liniennummern sein, eine pro Zug.</translation>
    </message>
    <message>
        <source>the record has no turn %1 on this line.</source>
        <translation>die Aufzeichnung hat auf dieser Linie keinen Zug %1.</translation>
    </message>
    <message>
        <source>The log says the game is finished, but tiles are left to play.</source>
        <translation>Das Protokoll sagt, die Partie sei beendet, aber es sind noch Karten zu spielen.</translation>
    </message>
    <message>
        <source>The log says the game goes on, but its last tile has been played.</source>
        <translation>Das Protokoll sagt, die Partie gehe weiter, aber ihre letzte Karte ist gespielt.</translation>
    </message>
    <message numerus="yes">
        <source>The log records %n points for player %1, but replaying the game gives %2.</source>
        <translation>
            <numerusform>Das Protokoll verzeichnet %n Punkt für Spieler %1, aber das Nachspielen der Partie ergibt %2.</numerusform>
            <numerusform>Das Protokoll verzeichnet %n Punkte für Spieler %1, aber das Nachspielen der Partie ergibt %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;level&quot; must be &quot;easy&quot;, &quot;medium&quot; or &quot;hard&quot;.</source>
        <translation>„level“ muss „easy“, „medium“ oder „hard“ sein.</translation>
    </message>
    <message>
        <source>Only a computer player has a &quot;level&quot;.</source>
        <translation>Nur ein Computerspieler hat ein „level“.</translation>
    </message>
    <message>
        <source>an entry of a turn must be an object whose &quot;decision&quot; is &quot;draw&quot;, &quot;discard&quot;, &quot;place&quot;, &quot;deploy&quot;, &quot;pass&quot;, &quot;portal-deploy&quot;, &quot;fairy&quot;, &quot;remove-knight&quot; or &quot;dragon&quot;.</source>
        <translation>ein Eintrag eines Zuges muss ein Objekt sein, dessen „decision“ „draw“, „discard“, „place“, „deploy“, „pass“, „portal-deploy“, „fairy“, „remove-knight“ oder „dragon“ ist.</translation>
    </message>
    <message>
        <source>a figure is deployed before any tile is placed.</source>
        <translation>eine Figur wird eingesetzt, bevor eine Karte angelegt ist.</translation>
    </message>
    <message>
        <source>&quot;followers&quot; must be a whole number from 1 to %1.</source>
        <translation>„followers“ muss eine ganze Zahl von 1 bis %1 sein.</translation>
    </message>
    <message numerus="yes">
        <source>The log has %n scores, not one per player (%1).</source>
        <translation>
            <numerusform>Das Protokoll hat %n Punktestand, nicht einen je Spieler (%1).</numerusform>
            <numerusform>Das Protokoll hat %n Punktestände, nicht einen je Spieler (%1).</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;analysis&quot; must be an object.</source>
        <translation>„analysis“ muss ein Objekt sein.</translation>
    </message>
    <message>
        <source>&quot;decisions&quot; must be an array of reviewed decisions.</source>
        <translation>„decisions“ muss ein Array der bewerteten Entscheidungen sein.</translation>
    </message>
    <message>
        <source>must be a number from %1 to %2.</source>
        <translation>muss eine Zahl von %1 bis %2 sein.</translation>
    </message>
    <message>
        <source>a reviewed decision must be an object.</source>
        <translation>eine bewertete Entscheidung muss ein Objekt sein.</translation>
    </message>
    <message>
        <source>reviewed decisions must follow the game&apos;s order, each once.</source>
        <translation>bewertete Entscheidungen müssen der Reihenfolge der Partie folgen, jede einmal.</translation>
    </message>
    <message>
        <source>turn %1 has no decision with a choice at entry %2.</source>
        <translation>Zug %1 hat bei Eintrag %2 keine Entscheidung mit einer Wahl.</translation>
    </message>
    <message>
        <source>&quot;alternatives&quot; must list from 1 to %1 decisions, the best first.</source>
        <translation>„alternatives“ muss 1 bis %1 Entscheidungen auflisten, die beste zuerst.</translation>
    </message>
    <message>
        <source>this decision is not legal at this point of the game.</source>
        <translation>diese Entscheidung ist an dieser Stelle der Partie nicht erlaubt.</translation>
    </message>
    <message>
        <source>&quot;margins&quot; must hold one number per player (%1).</source>
        <translation>„margins“ muss eine Zahl je Spieler enthalten (%1).</translation>
    </message>
    <message>
        <source>this decision is not the same player&apos;s next one after &quot;move&quot;.</source>
        <translation>diese Entscheidung ist nicht die nächste desselben Spielers nach &quot;move&quot;.</translation>
    </message>
</context>
<context>
    <name>GameResults</name>
    <message numerus="yes">
        <source>%1 wins with %n points</source>
        <translation>
            <numerusform>%1 gewinnt mit %n Punkt</numerusform>
            <numerusform>%1 gewinnt mit %n Punkten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the victory with %n points</source>
        <translation>
            <numerusform>%1 teilen sich den Sieg mit %n Punkt</numerusform>
            <numerusform>%1 teilen sich den Sieg mit %n Punkten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HintText</name>
    <message>
        <source>%1 expected margin</source>
        <translation>%1 erwarteter Vorsprung</translation>
    </message>
    <message>
        <source>%1, Hard&apos;s choice</source>
        <translation>%1, die Wahl von „Schwer“</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n points below the best</source>
        <translation>
            <numerusform>%1, %n Punkt unter dem besten</numerusform>
            <numerusform>%1, %n Punkte unter dem besten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n points above, less explored</source>
        <translation>
            <numerusform>%1, %n Punkt darüber, weniger erkundet</numerusform>
            <numerusform>%1, %n Punkte darüber, weniger erkundet</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, about as good</source>
        <translation>%1, etwa gleich gut</translation>
    </message>
</context>
<context>
    <name>JczExport</name>
    <message>
        <source>The tile set &quot;%1&quot; is not one of JCloisterZone&apos;s: only the built-in base game, River, Inns &amp; Cathedrals, Traders &amp; Builders and the Princess &amp; the Dragon can be exported.</source>
        <translation>Der Kartensatz „%1“ ist keiner von JCloisterZone: Nur das eingebaute Grundspiel, der Fluss, Wirtshäuser &amp; Kathedralen, Händler &amp; Baumeister sowie Burgfräulein &amp; Drache lassen sich exportieren.</translation>
    </message>
    <message>
        <source>The tile set &quot;%1&quot; has been changed (the tile &quot;%2&quot; differs from the built-in one), so JCloisterZone would play other tiles.</source>
        <translation>Der Kartensatz „%1“ wurde geändert (die Karte „%2“ weicht von der eingebauten ab), daher würde JCloisterZone mit anderen Karten spielen.</translation>
    </message>
    <message>
        <source>The tile set &quot;%1&quot; has another number of the tile &quot;%2&quot; than JCloisterZone&apos;s.</source>
        <translation>Der Kartensatz „%1“ enthält die Karte „%2“ in anderer Anzahl als bei JCloisterZone.</translation>
    </message>
    <message>
        <source>JCloisterZone has no hand of three tiles: each player draws one tile a turn.</source>
        <translation>JCloisterZone kennt keine Hand mit drei Karten: Jeder zieht eine Karte pro Zug.</translation>
    </message>
    <message>
        <source>JCloisterZone scores farms only by the third edition&apos;s rule (3 points for each completed city), not city by city.</source>
        <translation>JCloisterZone wertet Wiesen nur nach der Regel der dritten Ausgabe (3 Punkte je fertiger Stadt), nicht Stadt für Stadt.</translation>
    </message>
    <message>
        <source>JCloisterZone scores an unfinished road with an inn, or city with a cathedral, as nothing; this game scores them as plain ones.</source>
        <translation>JCloisterZone wertet eine unfertige Straße mit Wirtshaus oder Stadt mit Kathedrale mit null Punkten; dieses Spiel wertet sie wie gewöhnliche.</translation>
    </message>
    <message>
        <source>Turn %1 cannot be written for JCloisterZone: %2.</source>
        <translation>Zug %1 lässt sich nicht für JCloisterZone schreiben: %2.</translation>
    </message>
    <message>
        <source>the record does not replay</source>
        <translation>die Aufzeichnung lässt sich nicht nachspielen</translation>
    </message>
    <message>
        <source>the figures on the board cannot be told apart</source>
        <translation>die Figuren auf dem Spielfeld lassen sich nicht auseinanderhalten</translation>
    </message>
    <message>
        <source>a figure stands where JCloisterZone has no place for it</source>
        <translation>eine Figur steht, wo JCloisterZone keinen Platz für sie hat</translation>
    </message>
    <message>
        <source>no follower stands where the record says</source>
        <translation>an der aufgezeichneten Stelle steht kein Gefolgsmann</translation>
    </message>
    <message numerus="yes">
        <source>JCloisterZone begins one more turn when the last tiles fit nowhere, and there the fairy would give %1 %n more points.</source>
        <translation>
            <numerusform>JCloisterZone beginnt noch einen Zug, wenn die letzten Karten nirgends passen, und dort brächte die Fee %1 %n weiteren Punkt.</numerusform>
            <numerusform>JCloisterZone beginnt noch einen Zug, wenn die letzten Karten nirgends passen, und dort brächte die Fee %1 %n weitere Punkte.</numerusform>
        </translation>
    </message>
    <message>
        <source>a builder goes onto a road or city that its own tile completes, which JCloisterZone does not allow</source>
        <translation>ein Baumeister kommt auf eine Straße oder Stadt, die seine eigene Karte fertigstellt, was JCloisterZone nicht erlaubt</translation>
    </message>
</context>
<context>
    <name>JczImport</name>
    <message>
        <source>A JCloisterZone saved game must hold a JSON object.</source>
        <translation>Ein gespeichertes JCloisterZone-Spiel muss ein JSON-Objekt enthalten.</translation>
    </message>
    <message>
        <source>&quot;replay&quot; must be an array of messages.</source>
        <translation>„replay“ muss ein Array von Nachrichten sein.</translation>
    </message>
    <message>
        <source>Too many messages (%1): Tessera reads at most %2.</source>
        <translation>Zu viele Nachrichten (%1): Tessera liest höchstens %2.</translation>
    </message>
    <message>
        <source>Replay message %1 (turn %2): %3.</source>
        <translation>Wiedergabe-Nachricht %1 (Zug %2): %3.</translation>
    </message>
    <message>
        <source>a message must be an object with a &quot;type&quot; and a &quot;payload&quot; object</source>
        <translation>eine Nachricht muss ein Objekt mit „type“ und einem Objekt „payload“ sein</translation>
    </message>
    <message>
        <source>%1 comes before the turn&apos;s tile was placed</source>
        <translation>%1 kommt, bevor die Karte des Zuges angelegt wurde</translation>
    </message>
    <message>
        <source>%1 comes after the turn&apos;s follower was already decided</source>
        <translation>%1 kommt, nachdem über den Gefolgsmann des Zuges schon entschieden wurde</translation>
    </message>
    <message>
        <source>COMMIT ends a turn in which no tile was placed</source>
        <translation>COMMIT beendet einen Zug, in dem keine Karte angelegt wurde</translation>
    </message>
    <message>
        <source>UNDO has nothing to take back: no tile is placed in this turn</source>
        <translation>UNDO kann nichts zurücknehmen: in diesem Zug liegt keine Karte</translation>
    </message>
    <message>
        <source>the message &quot;%1&quot; is not supported: Tessera has no such move yet</source>
        <translation>die Nachricht „%1“ wird nicht unterstützt: Tessera kennt diesen Zug noch nicht</translation>
    </message>
    <message>
        <source>a second tile is placed before the turn ended with COMMIT</source>
        <translation>eine zweite Karte wird angelegt, bevor der Zug mit COMMIT endete</translation>
    </message>
    <message>
        <source>&quot;tileId&quot; must be a string</source>
        <translation>„tileId“ muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <source>unknown tile &quot;%1&quot; (not in the tile sets Tessera has)</source>
        <translation>unbekannte Karte „%1“ (nicht in den Kartensätzen von Tessera)</translation>
    </message>
    <message>
        <source>the tile &quot;%1&quot; is placed, but UNDO took back the placement of &quot;%2&quot;, which the player still holds</source>
        <translation>die Karte „%1“ wird angelegt, aber UNDO hat das Anlegen von „%2“ zurückgenommen, die der Spieler noch hält</translation>
    </message>
    <message>
        <source>&quot;rotation&quot; must be R0, R90, R180 or R270</source>
        <translation>„rotation“ muss R0, R90, R180 oder R270 sein</translation>
    </message>
    <message>
        <source>&quot;position&quot; must be [x, y] with whole numbers from %1 to %2</source>
        <translation>„position“ muss [x, y] mit ganzen Zahlen von %1 bis %2 sein</translation>
    </message>
    <message>
        <source>&quot;pointer&quot; must be an object with &quot;position&quot;, &quot;feature&quot; and &quot;location&quot;</source>
        <translation>„pointer“ muss ein Objekt mit „position“, „feature“ und „location“ sein</translation>
    </message>
    <message>
        <source>the follower is deployed on the tile at %1, %2, but this turn&apos;s tile lies at %3, %4 and has no magic portal</source>
        <translation>der Gefolgsmann wird auf der Karte bei %1, %2 eingesetzt, aber die Karte dieses Zuges liegt bei %3, %4 und hat kein magisches Tor</translation>
    </message>
    <message>
        <source>no tile lies at %1, %2</source>
        <translation>bei %1, %2 liegt keine Karte</translation>
    </message>
    <message>
        <source>followers on &quot;%1&quot; are not supported</source>
        <translation>Gefolgsleute auf „%1“ werden nicht unterstützt</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a location on a tile</source>
        <translation>„%1“ ist kein Ort auf einer Karte</translation>
    </message>
    <message>
        <source>the tile &quot;%1&quot; turned %2 degrees has no %3 at &quot;%4&quot;</source>
        <translation>die Karte „%1“, um %2 Grad gedreht, hat kein(e) %3 bei „%4“</translation>
    </message>
    <message>
        <source>a follower goes home only by the princess (&quot;source&quot;: &quot;PRINCESS&quot;)</source>
        <translation>ein Gefolgsmann kehrt nur durch das Burgfräulein heim („source“: „PRINCESS“)</translation>
    </message>
    <message>
        <source>the figure &quot;%1&quot; is not supported: Tessera has the fairy and the dragon</source>
        <translation>die Figur „%1“ wird nicht unterstützt: Tessera kennt die Fee und den Drachen</translation>
    </message>
    <message>
        <source>&quot;meepleId&quot; must look like &quot;0.small.1&quot;</source>
        <translation>„meepleId“ muss wie „0.small.1“ aussehen</translation>
    </message>
    <message>
        <source>the figure &quot;%1&quot; is not supported: Tessera has followers, large followers, builders and pigs so far</source>
        <translation>die Figur „%1“ wird nicht unterstützt: Tessera kennt bisher Gefolgsleute, große Gefolgsleute, Baumeister und Schweine</translation>
    </message>
    <message>
        <source>the figure &quot;%1&quot; belongs to no player of the game</source>
        <translation>die Figur „%1“ gehört keinem Spieler der Partie</translation>
    </message>
    <message>
        <source>the follower &quot;%1&quot; belongs to %2, but it is %3&apos;s turn</source>
        <translation>der Gefolgsmann „%1“ gehört %2, aber %3 ist am Zug</translation>
    </message>
    <message>
        <source>&quot;setup&quot; must be an object with the game&apos;s tile sets, figures and rules.</source>
        <translation>„setup“ muss ein Objekt mit den Kartensätzen, Figuren und Regeln der Partie sein.</translation>
    </message>
    <message>
        <source>A custom choice of tiles (&quot;tiles&quot;) is not supported.</source>
        <translation>Eine eigene Auswahl von Karten („tiles“) wird nicht unterstützt.</translation>
    </message>
    <message>
        <source>&quot;players&quot; must be an array of players.</source>
        <translation>„players“ muss ein Array von Spielern sein.</translation>
    </message>
    <message>
        <source>Tessera plays with %1 to %2 players, not %3: a sixth player needs Inns &amp; Cathedrals.</source>
        <translation>Tessera spielt mit %1 bis %2 Spielern, nicht %3: ein sechster Spieler braucht Wirtshäuser und Kathedralen.</translation>
    </message>
    <message>
        <source>Tessera plays with %1 to %2 players, not %3.</source>
        <translation>Tessera spielt mit %1 bis %2 Spielern, nicht %3.</translation>
    </message>
    <message>
        <source>A player needs a name (a string).</source>
        <translation>Ein Spieler braucht einen Namen (eine Zeichenkette).</translation>
    </message>
    <message>
        <source>&quot;sets&quot; must be an object naming the tile sets of the game.</source>
        <translation>„sets“ muss ein Objekt sein, das die Kartensätze der Partie nennt.</translation>
    </message>
    <message>
        <source>The number of copies of a tile set must be a whole number.</source>
        <translation>Die Anzahl der Exemplare eines Kartensatzes muss eine ganze Zahl sein.</translation>
    </message>
    <message>
        <source>The tile set &quot;%1&quot; is not supported yet.</source>
        <translation>Der Kartensatz „%1“ wird noch nicht unterstützt.</translation>
    </message>
    <message>
        <source>Tessera plays each tile set once; the game uses &quot;%1&quot; %2 times.</source>
        <translation>Tessera spielt jeden Kartensatz einmal; die Partie verwendet „%1“ %2-mal.</translation>
    </message>
    <message>
        <source>The game names no tile set.</source>
        <translation>Die Partie nennt keinen Kartensatz.</translation>
    </message>
    <message>
        <source>&quot;elements&quot; must be an object naming the figures of the game.</source>
        <translation>„elements“ muss ein Objekt sein, das die Figuren der Partie nennt.</translation>
    </message>
    <message>
        <source>The element &quot;%1&quot; (a figure or rule of an expansion) is not supported yet.</source>
        <translation>Das Element „%1“ (eine Figur oder Regel einer Erweiterung) wird noch nicht unterstützt.</translation>
    </message>
    <message>
        <source>The game has no followers (&quot;small-follower&quot;); Tessera needs them.</source>
        <translation>Die Partie hat keine Gefolgsleute („small-follower“); Tessera braucht sie.</translation>
    </message>
    <message>
        <source>&quot;rules&quot; must be an object.</source>
        <translation>„rules“ muss ein Objekt sein.</translation>
    </message>
    <message>
        <source>&quot;tiny-city-scoring&quot; must be &quot;4&quot; or &quot;2&quot;.</source>
        <translation>„tiny-city-scoring“ muss „4“ oder „2“ sein.</translation>
    </message>
    <message>
        <source>&quot;inn-and-cathedral-final-scoring&quot; must be &quot;zero&quot; or &quot;ignore&quot;.</source>
        <translation>„inn-and-cathedral-final-scoring“ muss „zero“ oder „ignore“ sein.</translation>
    </message>
    <message>
        <source>&quot;dragon-move&quot; must be &quot;before-scoring&quot; or &quot;after-scoring&quot;.</source>
        <translation>„dragon-move“ muss „before-scoring“ oder „after-scoring“ sein.</translation>
    </message>
    <message>
        <source>The rule &quot;%1&quot; is not supported.</source>
        <translation>Die Regel „%1“ wird nicht unterstützt.</translation>
    </message>
    <message>
        <source>The game must begin with the start tile &quot;%1&quot; at 0, 0, unrotated.</source>
        <translation>Die Partie muss mit der Startkarte „%1“ bei 0, 0 ungedreht beginnen.</translation>
    </message>
    <message>
        <source>&quot;gameAnnotations&quot; must be an object.</source>
        <translation>„gameAnnotations“ muss ein Objekt sein.</translation>
    </message>
    <message>
        <source>&quot;endTurn&quot; must be a whole number from 0 to %1.</source>
        <translation>„endTurn“ muss eine ganze Zahl von 0 bis %1 sein.</translation>
    </message>
    <message>
        <source>&quot;drawOrder&quot; must be an array of tile ids.</source>
        <translation>„drawOrder“ muss eine Liste von Karten-IDs sein.</translation>
    </message>
    <message>
        <source>The draw order names &quot;%1&quot;, which is not a tile of the game&apos;s sets.</source>
        <translation>Die Ziehreihenfolge nennt „%1“, das keine Karte der Kartensätze dieser Partie ist.</translation>
    </message>
    <message>
        <source>The draw order does not list the tile &quot;%1&quot; placed by replay message %2.</source>
        <translation>Die Ziehreihenfolge nennt die Karte „%1“ nicht, die Wiedergabe-Nachricht %2 legt.</translation>
    </message>
    <message>
        <source>Tessera plays with 1 to %1 followers per player; the game has %2.</source>
        <translation>Tessera spielt mit 1 bis %1 Gefolgsleuten pro Spieler; die Partie hat %2.</translation>
    </message>
    <message>
        <source>Tessera gives each player at most one &quot;%1&quot;; the game gives %2.</source>
        <translation>Tessera gibt jedem Spieler höchstens ein „%1“; die Partie gibt %2.</translation>
    </message>
    <message>
        <source>The rule &quot;fairy-placement&quot;: &quot;%1&quot; is not supported: Tessera&apos;s fairy stands beside a follower (&quot;next-follower&quot;).</source>
        <translation>Die Regel „fairy-placement“: „%1“ wird nicht unterstützt: in Tessera steht die Fee neben einem Gefolgsmann („next-follower“).</translation>
    </message>
    <message>
        <source>The rule &quot;princess-action&quot;: &quot;%1&quot; is not supported: in Tessera the princess&apos;s removal is a choice (&quot;may&quot;).</source>
        <translation>Die Regel „princess-action“: „%1“ wird nicht unterstützt: in Tessera darf das Burgfräulein einen Ritter vertreiben, muss aber nicht („may“).</translation>
    </message>
    <message>
        <source>The game counts fewer draws (endTurn: %1) than its replay places tiles (%2).</source>
        <translation>Die Partie zählt weniger Ziehungen (endTurn: %1), als ihre Wiedergabe Karten legt (%2).</translation>
    </message>
</context>
<context>
    <name>Json</name>
    <message>
        <source>The file is empty.</source>
        <translation>Die Datei ist leer.</translation>
    </message>
    <message>
        <source>JSON syntax error at line %1, column %2: %3.</source>
        <translation>JSON-Syntaxfehler in Zeile %1, Spalte %2: %3.</translation>
    </message>
    <message>
        <source>This key appears twice in its object; a file must say each thing once.</source>
        <translation>Dieser Schlüssel kommt in seinem Objekt zweimal vor; eine Datei muss jede Angabe einmal machen.</translation>
    </message>
    <message>
        <source>The key at line %1, column %2 is longer than %3: no key of this kind of file is that long.</source>
        <translation>Der Schlüssel in Zeile %1, Spalte %2 ist länger als %3: kein Schlüssel dieser Art von Datei ist so lang.</translation>
    </message>
    <message>
        <source>The text at line %1, column %2 is longer than %3: no text of this kind of file is that long.</source>
        <translation>Der Text in Zeile %1, Spalte %2 ist länger als %3: kein Text dieser Art von Datei ist so lang.</translation>
    </message>
    <message>
        <source>a PNG image</source>
        <translation>ein PNG-Bild</translation>
    </message>
    <message>
        <source>a JPEG image</source>
        <translation>ein JPEG-Bild</translation>
    </message>
    <message>
        <source>a GIF image</source>
        <translation>ein GIF-Bild</translation>
    </message>
    <message>
        <source>a PDF document</source>
        <translation>ein PDF-Dokument</translation>
    </message>
    <message>
        <source>a ZIP archive</source>
        <translation>ein ZIP-Archiv</translation>
    </message>
    <message>
        <source>gzip-compressed data</source>
        <translation>gzip-komprimierte Daten</translation>
    </message>
    <message>
        <source>a program</source>
        <translation>ein Programm</translation>
    </message>
    <message>
        <source>binary data</source>
        <translation>Binärdaten</translation>
    </message>
    <message>
        <source>This is not a Tessera file: it holds %1, not the JSON text of a game or a tile set.</source>
        <translation>Dies ist keine Tessera-Datei: Sie enthält %1, nicht den JSON-Text eines Spiels oder Kartensatzes.</translation>
    </message>
</context>
<context>
    <name>MoveText</name>
    <message>
        <source>this move does not belong to this part of the turn</source>
        <translation>dieser Zug gehört nicht zu diesem Teil des Spielzugs</translation>
    </message>
    <message>
        <source>the player does not hold that tile</source>
        <translation>der Spieler hält diese Karte nicht</translation>
    </message>
    <message>
        <source>a tile already lies at that position</source>
        <translation>an dieser Stelle liegt bereits eine Karte</translation>
    </message>
    <message>
        <source>no placed tile touches that position edge to edge</source>
        <translation>keine angelegte Karte berührt diese Stelle Kante an Kante</translation>
    </message>
    <message>
        <source>an edge of the tile does not match its neighbour</source>
        <translation>eine Kante der Karte passt nicht zu ihrer Nachbarkarte</translation>
    </message>
    <message>
        <source>the rotation must be 0, 90, 180 or 270 degrees</source>
        <translation>die Drehung muss 0, 90, 180 oder 270 Grad betragen</translation>
    </message>
    <message>
        <source>the tile has no such feature</source>
        <translation>die Karte hat kein solches Gebiet</translation>
    </message>
    <message>
        <source>figures cannot stand on that feature in this game</source>
        <translation>in dieser Partie dürfen auf diesem Gebiet keine Figuren stehen</translation>
    </message>
    <message>
        <source>the connected feature already holds a follower</source>
        <translation>auf dem verbundenen Gebiet steht bereits ein Gefolgsmann</translation>
    </message>
    <message>
        <source>a builder or pig goes only where its owner already has a follower</source>
        <translation>ein Baumeister oder Schwein kommt nur dorthin, wo sein Besitzer schon einen Gefolgsmann hat</translation>
    </message>
    <message>
        <source>the player has no such figure left</source>
        <translation>der Spieler hat keine solche Figur mehr</translation>
    </message>
    <message>
        <source>the edges fit, but the rules of an expansion forbid it (the river must continue from its open end and may not turn back towards itself)</source>
        <translation>die Kanten passen, aber die Regeln einer Erweiterung verbieten es (der Fluss muss an seinem offenen Ende weitergehen und darf sich nicht zu sich selbst zurückwenden)</translation>
    </message>
    <message>
        <source>there is no such figure</source>
        <translation>es gibt keine solche Figur</translation>
    </message>
    <message>
        <source>no figure may stand on the tile where the dragon is</source>
        <translation>auf der Karte, auf der der Drache steht, darf keine Figur stehen</translation>
    </message>
    <message>
        <source>no tile lies at that position</source>
        <translation>an dieser Stelle liegt keine Karte</translation>
    </message>
    <message>
        <source>that feature is completed already</source>
        <translation>dieses Gebiet ist bereits fertiggestellt</translation>
    </message>
    <message>
        <source>no such follower stands there</source>
        <translation>dort steht kein solcher Gefolgsmann</translation>
    </message>
    <message>
        <source>the dragon cannot fly there (only to a neighbouring tile it has not visited in this flight, and never to the fairy&apos;s)</source>
        <translation>der Drache kann nicht dorthin fliegen (nur auf eine benachbarte Karte, die er in diesem Flug noch nicht besucht hat, und nie auf die der Fee)</translation>
    </message>
    <message>
        <source>this turn offers no such move (no magic portal, no princess beside knights, or no fairy)</source>
        <translation>dieser Zug bietet keinen solchen Spielzug (kein magisches Tor, kein Burgfräulein neben Rittern oder keine Fee)</translation>
    </message>
    <message>
        <source>the game was already over</source>
        <translation>die Partie war bereits vorbei</translation>
    </message>
    <message>
        <source>it is another player&apos;s turn</source>
        <translation>ein anderer Spieler ist am Zug</translation>
    </message>
    <message>
        <source>the discarded tile &quot;%1&quot; is not left in the pile</source>
        <translation>die abgelegte Karte „%1“ ist nicht mehr im Stapel</translation>
    </message>
    <message>
        <source>the tile &quot;%1&quot; is recorded as discarded, but it can be placed</source>
        <translation>die Karte „%1“ ist als abgelegt verzeichnet, kann aber angelegt werden</translation>
    </message>
    <message>
        <source>the tile &quot;%1&quot; fits nowhere and was discarded, but the log does not say so</source>
        <translation>die Karte „%1“ passt nirgends und wurde abgelegt, aber das Protokoll sagt es nicht</translation>
    </message>
    <message>
        <source>the tile &quot;%1&quot; is not left in the pile</source>
        <translation>die Karte „%1“ ist nicht mehr im Stapel</translation>
    </message>
    <message>
        <source>the tile &quot;%1&quot; fits nowhere, so it must be recorded as discarded</source>
        <translation>die Karte „%1“ passt nirgends und muss daher als abgelegt verzeichnet werden</translation>
    </message>
    <message>
        <source>more tiles are drawn than the hand holds</source>
        <translation>es werden mehr Karten gezogen, als die Hand fasst</translation>
    </message>
    <message>
        <source>too few tiles are drawn: the hand is not full</source>
        <translation>es werden zu wenige Karten gezogen: die Hand ist nicht voll</translation>
    </message>
    <message>
        <source>the tile &quot;%1&quot; cannot be placed there: %2</source>
        <translation>die Karte „%1“ kann dort nicht angelegt werden: %2</translation>
    </message>
    <message>
        <source>the follower cannot be deployed: %1</source>
        <translation>der Gefolgsmann kann nicht eingesetzt werden: %1</translation>
    </message>
    <message>
        <source>the log ends the game, but tiles that fit are left in the pile</source>
        <translation>das Protokoll beendet die Partie, aber im Stapel liegen noch passende Karten</translation>
    </message>
    <message>
        <source>the tile &quot;%1&quot; cannot be drawn yet: other tiles come first (the river; a dragon tile waits for the volcano)</source>
        <translation>die Karte „%1“ kann noch nicht gezogen werden: andere Karten kommen zuerst (der Fluss; eine Drachenkarte wartet auf den Vulkan)</translation>
    </message>
    <message>
        <source>the decisions stop before the turn is over (a deployment or a pass is missing)</source>
        <translation>die Entscheidungen enden, bevor der Zug vorbei ist (ein Einsetzen oder Verzicht fehlt)</translation>
    </message>
    <message>
        <source>decision %1 comes after the turn has ended</source>
        <translation>Entscheidung %1 kommt nach dem Ende des Zuges</translation>
    </message>
    <message>
        <source>the turn places no tile</source>
        <translation>der Zug legt keine Karte an</translation>
    </message>
</context>
<context>
    <name>PlayerColor</name>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Pink</source>
        <translation>Rosa</translation>
    </message>
    <message>
        <source>Sky blue</source>
        <translation>Himmelblau</translation>
    </message>
</context>
<context>
    <name>PlayerName</name>
    <message>
        <source>A player name must have 1 to %1 characters.</source>
        <translation>Ein Spielername muss 1 bis %1 Zeichen haben.</translation>
    </message>
    <message>
        <source>A player name must not contain control characters (character U+%1).</source>
        <translation>Ein Spielername darf keine Steuerzeichen enthalten (Zeichen U+%1).</translation>
    </message>
</context>
<context>
    <name>ProblemMessage</name>
    <message>
        <source>The file is not a game.</source>
        <translation>Die Datei ist keine Partie.</translation>
    </message>
    <message>
        <source>Cannot Open Game</source>
        <translation>Partie kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>“%1” could not be opened.</source>
        <translation>„%1“ konnte nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>%1

The game on the board stays as it was.</source>
        <translation>%1

Die Partie auf dem Spielfeld bleibt, wie sie war.</translation>
    </message>
    <message>
        <source>Game Opened in Part</source>
        <translation>Partie teilweise geöffnet</translation>
    </message>
    <message>
        <source>“%1” has a problem: the game is shown at its start.</source>
        <translation>„%1“ hat ein Problem: die Partie wird ab ihrem Beginn gezeigt.</translation>
    </message>
    <message>
        <source>“%1” has a problem: the game is shown up to turn %2.</source>
        <translation>„%1“ hat ein Problem: die Partie wird bis Zug %2 gezeigt.</translation>
    </message>
    <message>
        <source>%1

Save asks for a new file, so the damaged one stays as it is.</source>
        <translation>%1

Speichern fragt nach einer neuen Datei, damit die beschädigte bleibt, wie sie ist.</translation>
    </message>
    <message>
        <source>… and %1 more problems.</source>
        <translation>… und %1 weitere Probleme.</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>End</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>Turns %1–%2</source>
        <comment>a range of turns</comment>
        <translation>Züge %1–%2</translation>
    </message>
</context>
<context>
    <name>ResultsDialog</name>
    <message>
        <source>Game Over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>Points by category</source>
        <translation>Punkte nach Kategorie</translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message>
        <source>Completed during the game</source>
        <translation>Fertiggestellt während des Spiels</translation>
    </message>
    <message>
        <source>Still open at the end</source>
        <translation>Am Ende noch offen</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>1 point per tile</source>
        <translation>1 Punkt pro Karte</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Stadt</translation>
    </message>
    <message>
        <source>2 points per tile and per pennant</source>
        <translation>2 Punkte pro Karte und pro Wappen</translation>
    </message>
    <message>
        <source>1 point per tile and per pennant</source>
        <translation>1 Punkt pro Karte und pro Wappen</translation>
    </message>
    <message>
        <source>Cloister</source>
        <translation>Kloster</translation>
    </message>
    <message>
        <source>9 points</source>
        <translation>9 Punkte</translation>
    </message>
    <message>
        <source>1 point for the cloister and 1 per tile around it</source>
        <translation>1 Punkt für das Kloster und 1 pro Karte rundherum</translation>
    </message>
    <message>
        <source>The aim</source>
        <translation>Das Ziel</translation>
    </message>
    <message>
        <source>Together the players build a landscape of roads, cities, cloisters and fields, one tile at a time. Placing followers on those features earns points when they are finished, and at the end of the game. The player with the most points wins.</source>
        <translation>Gemeinsam bauen die Spieler Karte für Karte eine Landschaft aus Straßen, Städten, Klöstern und Wiesen. Gefolgsleute auf diesen Gebieten bringen Punkte, wenn die Gebiete fertiggestellt sind, und am Ende des Spiels. Wer die meisten Punkte hat, gewinnt.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Ein Spielzug</translation>
    </message>
    <message>
        <source>&lt;b&gt;1. Place the tile&lt;/b&gt; you drew. It must touch at least one tile already on the board along a whole edge (corners do not count), and every edge it touches must match: road to road, city to city, field to field. You may turn it any way that fits. The board marks every position where it fits. A tile that fits nowhere is put aside and you draw another; Tessera does this for you.</source>
        <translation>&lt;b&gt;1. Lege die Karte an&lt;/b&gt;, die du gezogen hast. Sie muss mindestens eine Karte auf dem Spielfeld entlang einer ganzen Kante berühren (Ecken zählen nicht), und jede berührte Kante muss passen: Straße an Straße, Stadt an Stadt, Wiese an Wiese. Du darfst sie beliebig drehen, solange sie passt. Das Spielfeld markiert jede Stelle, an die sie passt. Eine Karte, die nirgends passt, wird beiseitegelegt und du ziehst eine andere; Tessera erledigt das für dich.</translation>
    </message>
    <message>
        <source>&lt;b&gt;2. Deploy a follower&lt;/b&gt; if you like: one of your followers from your supply onto one feature of the tile you just placed: a road (a thief), a city (a knight), a cloister (a monk) or a field (a farmer). You cannot deploy on a feature that, through the tiles it already joins, holds a follower of anyone. Features that each hold followers may be joined later by a tile that links them.</source>
        <translation>&lt;b&gt;2. Setze einen Gefolgsmann ein&lt;/b&gt;, wenn du willst: einen deiner Gefolgsleute aus deinem Vorrat auf ein Gebiet der eben angelegten Karte: eine Straße (als Wegelagerer), eine Stadt (als Ritter), ein Kloster (als Mönch) oder eine Wiese (als Bauer). Du darfst keinen Gefolgsmann auf ein Gebiet setzen, auf dem über die schon verbundenen Karten bereits ein Gefolgsmann irgendeines Spielers steht. Gebiete mit je eigenen Gefolgsleuten können später durch eine verbindende Karte zusammenwachsen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;3. Score&lt;/b&gt; every road, city and cloister that your tile finished, even one on which you deployed this very turn. Their followers go back to their owners.</source>
        <translation>&lt;b&gt;3. Werte&lt;/b&gt; jede Straße, jede Stadt und jedes Kloster, das deine Karte fertiggestellt hat, auch eines, auf das du in diesem Zug eingesetzt hast. Ihre Gefolgsleute kehren zu ihren Besitzern zurück.</translation>
    </message>
    <message>
        <source>Finished features</source>
        <translation>Fertige Gebiete</translation>
    </message>
    <message>
        <source>A road is finished when both of its ends stop, at a crossing, a city, a cloister, or when it closes a loop. A city is finished when its walls close with no gap. A cloister is finished when all eight tiles around it are placed.</source>
        <translation>Eine Straße ist fertig, wenn beide Enden enden, an einer Kreuzung, einer Stadt, einem Kloster, oder wenn sie eine Schleife schließt. Eine Stadt ist fertig, wenn ihre Mauern lückenlos geschlossen sind. Ein Kloster ist fertig, wenn alle acht Karten rundherum angelegt sind.</translation>
    </message>
    <message>
        <source>The player with the most followers on a feature scores it. When several players have the same number, each of them scores all the points; the others score nothing. A tile counts once for a feature, even when the feature crosses it twice.</source>
        <translation>Wer die meisten Gefolgsleute auf einem Gebiet hat, wertet es. Haben mehrere Spieler gleich viele, erhält jeder von ihnen alle Punkte; die anderen erhalten nichts. Eine Karte zählt für ein Gebiet einmal, auch wenn das Gebiet sie zweimal durchquert.</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>Das Spielende</translation>
    </message>
    <message>
        <source>The game ends after the turn in which the last tile is placed. Then every feature that is still open scores as in the table above, and the fields are scored.</source>
        <translation>Das Spiel endet nach dem Zug, in dem die letzte Karte angelegt wird. Dann wird jedes noch offene Gebiet wie in der Tabelle oben gewertet, und die Wiesen werden gewertet.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fields.&lt;/b&gt; Farmers stay on their field until the end. Each field scores for the players with the most farmers in it: 3 points for every finished city the field touches. (The first-edition option scores city by city instead: each finished city gives 4 points, or 3, to the players with the most farmers in all the fields around it together.)</source>
        <translation>&lt;b&gt;Wiesen.&lt;/b&gt; Bauern bleiben bis zum Ende auf ihrer Wiese. Jede Wiese wird für die Spieler mit den meisten Bauern darin gewertet: 3 Punkte für jede fertige Stadt, die die Wiese berührt. (Die Option der ersten Edition wertet stattdessen Stadt für Stadt: jede fertige Stadt bringt 4 Punkte, oder 3, den Spielern mit den meisten Bauern in allen Wiesen um sie herum zusammen.)</translation>
    </message>
    <message>
        <source>Options of a new game</source>
        <translation>Optionen einer neuen Partie</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tiny city:&lt;/b&gt; a finished city of only two tiles scores like an open one, 1 point per tile and pennant.</source>
        <translation>&lt;b&gt;Kleine Stadt:&lt;/b&gt; eine fertige Stadt aus nur zwei Karten zählt wie eine offene, 1 Punkt pro Karte und Wappen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hand of three:&lt;/b&gt; each player holds three tiles and chooses which one to play; the hand is filled up at the start of each turn.</source>
        <translation>&lt;b&gt;Drei Karten auf der Hand:&lt;/b&gt; jeder Spieler hält drei Karten und wählt, welche er spielt; die Hand wird zu Beginn jedes Zuges aufgefüllt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Farmers off:&lt;/b&gt; no follower may go on a field and fields are not scored.</source>
        <translation>&lt;b&gt;Ohne Bauern:&lt;/b&gt; kein Gefolgsmann darf auf eine Wiese, und Wiesen werden nicht gewertet.</translation>
    </message>
    <message>
        <source>&lt;b&gt;One to five players&lt;/b&gt;, six with Inns &amp; Cathedrals. Alone, you play a solo game to practise or to try the tiles.</source>
        <translation>&lt;b&gt;Ein bis fünf Spieler&lt;/b&gt;, sechs mit Wirtshäuser und Kathedralen. Allein spielst du eine Solopartie zum Üben oder um die Karten auszuprobieren.</translation>
    </message>
    <message>
        <source>The River</source>
        <translation>Der Fluss</translation>
    </message>
    <message>
        <source>The spring is the first tile. The river tiles are drawn before all the others, the lake last of them. Each river tile must continue the river from its open end, and the river may not bend the same way twice in a row, so that it never turns back on itself. No follower stands on the water; the river divides the fields.</source>
        <translation>Die Quelle ist die erste Karte. Die Flusskarten werden vor allen anderen gezogen, der See als letzte von ihnen. Jede Flusskarte muss den Fluss an seinem offenen Ende fortsetzen, und der Fluss darf nicht zweimal hintereinander in dieselbe Richtung abbiegen, damit er nie zu sich selbst zurückkehrt. Auf dem Wasser steht kein Gefolgsmann; der Fluss trennt die Wiesen.</translation>
    </message>
    <message>
        <source>Inns &amp; Cathedrals</source>
        <translation>Wirtshäuser und Kathedralen</translation>
    </message>
    <message>
        <source>Each player also has a &lt;b&gt;large follower&lt;/b&gt;, which counts as two followers when the players compare who has the most on a feature.</source>
        <translation>Jeder Spieler hat außerdem einen &lt;b&gt;großen Gefolgsmann&lt;/b&gt;, der als zwei Gefolgsleute zählt, wenn die Spieler vergleichen, wer die meisten auf einem Gebiet hat.</translation>
    </message>
    <message>
        <source>A road with an &lt;b&gt;inn&lt;/b&gt; scores 2 points per tile when it is finished, but nothing if it is still open at the end. A city with a &lt;b&gt;cathedral&lt;/b&gt; scores 3 points per tile and pennant when it is finished, and nothing if it is still open at the end.</source>
        <translation>Eine Straße mit einem &lt;b&gt;Wirtshaus&lt;/b&gt; bringt 2 Punkte pro Karte, wenn sie fertig ist, aber nichts, wenn sie am Ende noch offen ist. Eine Stadt mit einer &lt;b&gt;Kathedrale&lt;/b&gt; bringt 3 Punkte pro Karte und Wappen, wenn sie fertig ist, und nichts, wenn sie am Ende noch offen ist.</translation>
    </message>
    <message>
        <source>Traders &amp; Builders</source>
        <translation>Händler und Baumeister</translation>
    </message>
    <message>
        <source>Some city tiles show &lt;b&gt;goods&lt;/b&gt;: wine, grain or cloth. Whoever places the tile that finishes a city takes all its goods, with or without a follower in it. At the end, the player with the most of each kind scores 10 points (tied players each score 10).</source>
        <translation>Manche Stadtkarten zeigen &lt;b&gt;Waren&lt;/b&gt;: Wein, Getreide oder Tuch. Wer die Karte anlegt, die eine Stadt fertigstellt, nimmt alle ihre Waren, mit oder ohne Gefolgsmann darin. Am Ende erhält der Spieler mit den meisten Waren jeder Sorte 10 Punkte (bei Gleichstand jeder 10).</translation>
    </message>
    <message>
        <source>Instead of a follower you may put your &lt;b&gt;builder&lt;/b&gt; on a road or city of your tile in which you already have a follower. Whenever you later extend that road or city, you play a second tile in the same turn (never a third). The builder scores nothing and goes home when its feature is scored.</source>
        <translation>Statt eines Gefolgsmanns darfst du deinen &lt;b&gt;Baumeister&lt;/b&gt; auf eine Straße oder Stadt deiner Karte setzen, in der du schon einen Gefolgsmann hast. Immer wenn du diese Straße oder Stadt später erweiterst, legst du im selben Zug eine zweite Karte an (nie eine dritte). Der Baumeister bringt keine Punkte und kehrt heim, wenn sein Gebiet gewertet wird.</translation>
    </message>
    <message>
        <source>Instead of a follower you may put your &lt;b&gt;pig&lt;/b&gt; on a field of your tile where you already have a farmer. If you score that field at the end, each finished city it supplies brings you 1 point more.</source>
        <translation>Statt eines Gefolgsmanns darfst du dein &lt;b&gt;Schwein&lt;/b&gt; auf eine Wiese deiner Karte setzen, auf der du schon einen Bauern hast. Wertest du diese Wiese am Ende, bringt dir jede fertige Stadt, die sie versorgt, 1 Punkt mehr.</translation>
    </message>
    <message>
        <source>The Princess &amp; the Dragon</source>
        <translation>Burgfräulein und Drache</translation>
    </message>
    <message>
        <source>When a &lt;b&gt;volcano&lt;/b&gt; is placed, the dragon lands on it; nobody may put a figure on the tile where the dragon is. Dragon tiles drawn before the first volcano wait and are shuffled back in once it is out.</source>
        <translation>Wird ein &lt;b&gt;Vulkan&lt;/b&gt; angelegt, landet der Drache darauf; niemand darf eine Figur auf die Karte setzen, auf der der Drache steht. Drachenkarten, die vor dem ersten Vulkan gezogen werden, warten und werden wieder eingemischt, sobald er liegt.</translation>
    </message>
    <message>
        <source>After a &lt;b&gt;dragon&lt;/b&gt; tile&apos;s turn (after its scoring, or before it if the game says so) the dragon flies up to 6 steps from tile to neighbouring tile, each step chosen by the next player in turn, starting with the one who placed the tile. It never enters a tile twice in one flight nor the fairy&apos;s tile, and stops when it cannot go on. Every figure on a tile it enters goes home without scoring.</source>
        <translation>Nach dem Zug einer &lt;b&gt;Drachenkarte&lt;/b&gt; (nach ihrer Wertung, oder davor, wenn die Partie es so will) fliegt der Drache bis zu 6 Schritte von Karte zu Nachbarkarte; jeden Schritt wählt der nächste Spieler in der Reihe, beginnend mit dem, der die Karte angelegt hat. Er betritt in einem Flug keine Karte zweimal und nie die Karte der Fee, und er hält an, wenn er nicht weiterkann. Jede Figur auf einer Karte, die er betritt, kehrt ohne Wertung heim.</translation>
    </message>
    <message>
        <source>Instead of deploying you may move the &lt;b&gt;fairy&lt;/b&gt; beside one of your followers: while she stays there you score 1 point at the start of each of your turns, and 3 when that follower&apos;s feature is scored.</source>
        <translation>Statt einzusetzen darfst du die &lt;b&gt;Fee&lt;/b&gt; neben einen deiner Gefolgsleute stellen: solange sie dort steht, erhältst du zu Beginn jedes deiner Züge 1 Punkt und 3, wenn das Gebiet dieses Gefolgsmanns gewertet wird.</translation>
    </message>
    <message>
        <source>When your tile&apos;s &lt;b&gt;princess&lt;/b&gt; joins a city with knights, you may instead send one of those knights home. With a &lt;b&gt;magic portal&lt;/b&gt; you may instead put your follower on any free, unfinished feature anywhere on the board.</source>
        <translation>Wenn das &lt;b&gt;Burgfräulein&lt;/b&gt; deiner Karte eine Stadt mit Rittern erweitert, darfst du stattdessen einen dieser Ritter nach Hause schicken. Mit einem &lt;b&gt;magischen Tor&lt;/b&gt; darfst du deinen Gefolgsmann stattdessen auf ein beliebiges freies, unfertiges Gebiet irgendwo auf dem Spielfeld setzen.</translation>
    </message>
    <message>
        <source>When the tiles that are left fit nowhere, they are put aside and the game is over: no further turn begins, so the fairy gives no point then. A game from JCloisterZone first begins one more turn, as that program does.</source>
        <translation>Wenn die übrigen Karten nirgends passen, werden sie beiseitegelegt und das Spiel ist vorbei: Kein weiterer Zug beginnt, die Fee bringt dann also keinen Punkt. Ein Spiel aus JCloisterZone beginnt zuvor noch einen Zug, wie dieses Programm es tut.</translation>
    </message>
    <message>
        <source>In a game from JCloisterZone the builder may not go on a road or city that your tile finishes, as that program wants.</source>
        <translation>In einem Spiel aus JCloisterZone darf der Baumeister nicht auf eine Straße oder Stadt gesetzt werden, die deine Karte fertigstellt; so verlangt es dieses Programm.</translation>
    </message>
</context>
<context>
    <name>SafeFile</name>
    <message>
        <source>%1 bytes</source>
        <translation>%1 Byte</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>The file is larger than %1, the limit for this kind of file.</source>
        <translation>Die Datei ist größer als %1, die Grenze für diese Art von Datei.</translation>
    </message>
    <message>
        <source>Cannot open the file: %1</source>
        <translation>Die Datei kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>Cannot read the file: %1</source>
        <translation>Die Datei kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Unknown error</source>
        <translation>Unbekannter Fehler</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>ein Ordner</translation>
    </message>
    <message>
        <source>a FIFO</source>
        <translation>eine FIFO</translation>
    </message>
    <message>
        <source>a character device</source>
        <translation>ein zeichenorientiertes Gerät</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>ein blockorientiertes Gerät</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>ein Socket</translation>
    </message>
    <message>
        <source>a special file</source>
        <translation>eine Spezialdatei</translation>
    </message>
    <message>
        <source>a device or other special file</source>
        <translation>ein Gerät oder eine andere Spezialdatei</translation>
    </message>
    <message>
        <source>This is not a regular file (%1): only regular files are read.</source>
        <translation>Dies ist keine gewöhnliche Datei (%1): nur gewöhnliche Dateien werden gelesen.</translation>
    </message>
</context>
<context>
    <name>SettingsFile</name>
    <message>
        <source>It is not in the settings format.</source>
        <translation>Sie ist nicht im Format der Einstellungen.</translation>
    </message>
    <message>
        <source>It cannot be read.</source>
        <translation>Sie kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The settings file %1 cannot be used (%2), nor set aside (%3): the settings are the defaults and are not kept.</source>
        <translation>Die Einstellungsdatei %1 ist unbrauchbar (%2) und lässt sich nicht beiseitelegen (%3): Es gelten die Standardeinstellungen, und sie werden nicht gespeichert.</translation>
    </message>
    <message>
        <source>The settings file %1 could not be used (%2); it was set aside as %3 and the settings are the defaults.</source>
        <translation>Die Einstellungsdatei %1 war unbrauchbar (%2); sie wurde als %3 beiseitegelegt, und es gelten die Standardeinstellungen.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>The file is not a game.</source>
        <translation>Die Datei ist keine Partie.</translation>
    </message>
    <message>
        <source>The game is not finished.</source>
        <translation>Die Partie ist nicht beendet.</translation>
    </message>
    <message>
        <source>The folder of the statistics file “%1” cannot be created.</source>
        <translation>Der Ordner der Statistikdatei „%1“ kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>The statistics need Qt&apos;s SQLite driver (Debian&apos;s package libqt6sql6-sqlite), which is missing.</source>
        <translation>Die Statistik braucht den SQLite-Treiber von Qt (Debian-Paket libqt6sql6-sqlite), der fehlt.</translation>
    </message>
    <message>
        <source>The statistics file “%1” was written by a newer Tessera (layout %2; this one knows up to %3): it is left as it is.</source>
        <translation>Die Statistikdatei „%1“ stammt von einem neueren Tessera (Aufbau %2; dieses kennt bis %3): Sie bleibt, wie sie ist.</translation>
    </message>
    <message>
        <source>The folder “%1” cannot be created.</source>
        <translation>Der Ordner „%1“ kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>%1 The game cannot be kept for later either: %2</source>
        <translation>%1 Die Partie kann auch nicht für später aufbewahrt werden: %2</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be opened.</source>
        <translation>Die Statistikdatei „%1“ kann nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>The statistics file “%1” is in use by another program. The statistics show again, and the games played meanwhile are counted, once it is free.</source>
        <translation>Die Statistikdatei „%1“ wird von einem anderen Programm benutzt. Sobald sie frei ist, erscheint die Statistik wieder, und die inzwischen gespielten Partien werden gezählt.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be read.</source>
        <translation>Die Statistikdatei „%1“ kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The statistics file “%1” is damaged and cannot be moved aside.</source>
        <translation>Die Statistikdatei „%1“ ist beschädigt und kann nicht beiseitegelegt werden.</translation>
    </message>
    <message>
        <source>The statistics file “%1” is damaged and no new one can be started.</source>
        <translation>Die Statistikdatei „%1“ ist beschädigt, und es kann keine neue begonnen werden.</translation>
    </message>
    <message>
        <source>The statistics file “%1” was damaged: it is kept as “%2” and a new one is started.</source>
        <translation>Die Statistikdatei „%1“ war beschädigt: Sie wird als „%2“ aufbewahrt, und eine neue wird begonnen.</translation>
    </message>
    <message>
        <source>The statistics file “%1” is in use by another program; the statistics show once it is free.</source>
        <translation>Die Statistikdatei „%1“ wird von einem anderen Programm benutzt; die Statistik erscheint, sobald sie frei ist.</translation>
    </message>
    <message>
        <source>The statistics file “%1” is in use by another program; the game is counted once it is free.</source>
        <translation>Die Statistikdatei „%1“ wird von einem anderen Programm benutzt; die Partie wird gezählt, sobald sie frei ist.</translation>
    </message>
    <message>
        <source>The statistics file “%1” cannot be written.</source>
        <translation>Die Statistikdatei „%1“ kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>A game kept for later could not be read and is not counted; it stays as “%1” in “%2” (it could not be moved aside).</source>
        <translation>Eine für später aufbewahrte Partie konnte nicht gelesen werden und wird nicht gezählt; sie bleibt als „%1“ in „%2“ (sie konnte nicht beiseitegelegt werden).</translation>
    </message>
    <message>
        <source>A game kept for later could not be read and is not counted; it is kept as “%1” in “%2”.</source>
        <translation>Eine für später aufbewahrte Partie konnte nicht gelesen werden und wird nicht gezählt; sie wird als „%1“ in „%2“ aufbewahrt.</translation>
    </message>
</context>
<context>
    <name>TileArt</name>
    <message>
        <source>The picture is %1 KiB; tile art may have at most %2 KiB.</source>
        <translation>Das Bild ist %1 KiB groß; eine Kartengrafik darf höchstens %2 KiB haben.</translation>
    </message>
    <message>
        <source>a document type declaration (DTD) is not allowed.</source>
        <translation>eine Dokumenttyp-Deklaration (DTD) ist nicht erlaubt.</translation>
    </message>
    <message>
        <source>entity references are not allowed.</source>
        <translation>Entity-Referenzen sind nicht erlaubt.</translation>
    </message>
    <message>
        <source>processing instructions are not allowed.</source>
        <translation>Verarbeitungsanweisungen sind nicht erlaubt.</translation>
    </message>
    <message>
        <source>more than %1 elements.</source>
        <translation>mehr als %1 Elemente.</translation>
    </message>
    <message>
        <source>elements nested deeper than %1.</source>
        <translation>Elemente tiefer verschachtelt als %1.</translation>
    </message>
    <message>
        <source>the picture must be an &lt;svg&gt; element.</source>
        <translation>das Bild muss ein &lt;svg&gt;-Element sein.</translation>
    </message>
    <message>
        <source>&lt;%1&gt; elements are not allowed.</source>
        <translation>&lt;%1&gt;-Elemente sind nicht erlaubt.</translation>
    </message>
    <message>
        <source>the text refers to another file (%1).</source>
        <translation>der Text verweist auf eine andere Datei (%1).</translation>
    </message>
    <message>
        <source>this is not well-formed XML (%1).</source>
        <translation>dies ist kein wohlgeformtes XML (%1).</translation>
    </message>
    <message>
        <source>The picture is empty.</source>
        <translation>Das Bild ist leer.</translation>
    </message>
    <message>
        <source>The picture cannot be used, line %1: %2</source>
        <translation>Das Bild kann nicht verwendet werden, Zeile %1: %2</translation>
    </message>
    <message>
        <source>the link &quot;%1&quot; points outside the picture.</source>
        <translation>der Verweis „%1“ zeigt aus dem Bild hinaus.</translation>
    </message>
    <message>
        <source>event handlers (%1) are not allowed.</source>
        <translation>Ereignisbehandler (%1) sind nicht erlaubt.</translation>
    </message>
    <message>
        <source>the attribute %1 refers to another file (%2).</source>
        <translation>das Attribut %1 verweist auf eine andere Datei (%2).</translation>
    </message>
</context>
<context>
    <name>TileInspector</name>
    <message>
        <source>Tile set</source>
        <translation>Kartensatz</translation>
    </message>
    <message>
        <source>Set &amp;id:</source>
        <translation>Satz-&amp;ID:</translation>
    </message>
    <message>
        <source>Short, unique name of the set, used in game logs</source>
        <translation>Kurzer, eindeutiger Name des Satzes, in Spielprotokollen verwendet</translation>
    </message>
    <message>
        <source>Set &amp;name:</source>
        <translation>Satz&amp;name:</translation>
    </message>
    <message>
        <source>&amp;Start tile:</source>
        <translation>&amp;Startkarte:</translation>
    </message>
    <message>
        <source>The tile placed before the first turn; none for an expansion that adds tiles to another set&apos;s game</source>
        <translation>Die Karte, die vor dem ersten Zug liegt; keine bei einer Erweiterung, die einer Partie eines anderen Satzes Karten hinzufügt</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Tile i&amp;d:</source>
        <translation>Karten-I&amp;D:</translation>
    </message>
    <message>
        <source>Unique within the set; used in game logs</source>
        <translation>Eindeutig im Satz; in Spielprotokollen verwendet</translation>
    </message>
    <message>
        <source>Na&amp;me:</source>
        <translation>Na&amp;me:</translation>
    </message>
    <message>
        <source>&amp;JCloisterZone id:</source>
        <translation>&amp;JCloisterZone-ID:</translation>
    </message>
    <message>
        <source>For importing JCloisterZone games, e.g. BA/RCr</source>
        <translation>Zum Import von JCloisterZone-Partien, z. B. BA/RCr</translation>
    </message>
    <message>
        <source>&amp;Count:</source>
        <translation>&amp;Anzahl:</translation>
    </message>
    <message>
        <source>Cl&amp;oister</source>
        <translation>Kl&amp;oster</translation>
    </message>
    <message>
        <source>&amp;Volcano</source>
        <translation>&amp;Vulkan</translation>
    </message>
    <message>
        <source>Dra&amp;gon</source>
        <translation>Drach&amp;e</translation>
    </message>
    <message>
        <source>Magic &amp;portal</source>
        <translation>Magisches &amp;Tor</translation>
    </message>
    <message>
        <source>Feature</source>
        <translation>Gebiet</translation>
    </message>
    <message>
        <source>Click a part of the tile to select its feature.</source>
        <translation>Klicke auf einen Teil der Karte, um sein Gebiet zu wählen.</translation>
    </message>
    <message>
        <source>P&amp;ennants:</source>
        <translation>&amp;Wappen:</translation>
    </message>
    <message>
        <source>C&amp;athedral</source>
        <translation>&amp;Kathedrale</translation>
    </message>
    <message>
        <source>P&amp;rincess</source>
        <translation>&amp;Burgfräulein</translation>
    </message>
    <message>
        <source>Goo&amp;ds:</source>
        <translation>Wa&amp;ren:</translation>
    </message>
    <message>
        <source>&amp;Inn</source>
        <translation>Wirts&amp;haus</translation>
    </message>
    <message>
        <source>Borders the cities:</source>
        <translation>Grenzt an die Städte:</translation>
    </message>
    <message>
        <source>Art</source>
        <translation>Grafik</translation>
    </message>
    <message>
        <source>Generated</source>
        <translation>Erzeugt</translation>
    </message>
    <message>
        <source>Own art</source>
        <translation>Eigene Grafik</translation>
    </message>
    <message>
        <source>Import S&amp;VG...</source>
        <translation>SVG im&amp;portieren...</translation>
    </message>
    <message>
        <source>Use generated</source>
        <translation>Erzeugte verwenden</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Wiese</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Stadt</translation>
    </message>
    <message>
        <source>Cloister</source>
        <translation>Kloster</translation>
    </message>
    <message>
        <source>River</source>
        <translation>Fluss</translation>
    </message>
</context>
<context>
    <name>TileNames</name>
    <message>
        <source>Base game</source>
        <translation>Grundspiel</translation>
    </message>
    <message>
        <source>Cloister</source>
        <translation>Kloster</translation>
    </message>
    <message>
        <source>Cloister with road</source>
        <translation>Kloster mit Straße</translation>
    </message>
    <message>
        <source>City cap with straight road</source>
        <translation>Stadtkappe mit gerader Straße</translation>
    </message>
    <message>
        <source>City on all sides with pennant</source>
        <translation>Stadt an allen Seiten mit Wappen</translation>
    </message>
    <message>
        <source>Three-sided city with road and pennant</source>
        <translation>Dreiseitige Stadt mit Straße und Wappen</translation>
    </message>
    <message>
        <source>Three-sided city with road</source>
        <translation>Dreiseitige Stadt mit Straße</translation>
    </message>
    <message>
        <source>City passage with pennant</source>
        <translation>Stadtdurchgang mit Wappen</translation>
    </message>
    <message>
        <source>City passage</source>
        <translation>Stadtdurchgang</translation>
    </message>
    <message>
        <source>City corner</source>
        <translation>Stadtecke</translation>
    </message>
    <message>
        <source>City corner with pennant</source>
        <translation>Stadtecke mit Wappen</translation>
    </message>
    <message>
        <source>City corner with road curve</source>
        <translation>Stadtecke mit Straßenkurve</translation>
    </message>
    <message>
        <source>City corner with road curve and pennant</source>
        <translation>Stadtecke mit Straßenkurve und Wappen</translation>
    </message>
    <message>
        <source>Three-sided city</source>
        <translation>Dreiseitige Stadt</translation>
    </message>
    <message>
        <source>Three-sided city with pennant</source>
        <translation>Dreiseitige Stadt mit Wappen</translation>
    </message>
    <message>
        <source>City cap with road curving right</source>
        <translation>Stadtkappe mit Straße, die nach rechts biegt</translation>
    </message>
    <message>
        <source>City cap with road junction</source>
        <translation>Stadtkappe mit Straßenkreuzung</translation>
    </message>
    <message>
        <source>City cap with road curving left</source>
        <translation>Stadtkappe mit Straße, die nach links biegt</translation>
    </message>
    <message>
        <source>City cap</source>
        <translation>Stadtkappe</translation>
    </message>
    <message>
        <source>Two opposite city caps</source>
        <translation>Zwei gegenüberliegende Stadtkappen</translation>
    </message>
    <message>
        <source>Two adjacent city caps</source>
        <translation>Zwei benachbarte Stadtkappen</translation>
    </message>
    <message>
        <source>Crossroads</source>
        <translation>Kreuzung</translation>
    </message>
    <message>
        <source>Road junction</source>
        <translation>Straßenkreuzung mit drei Armen</translation>
    </message>
    <message>
        <source>Road curve</source>
        <translation>Straßenkurve</translation>
    </message>
    <message>
        <source>Straight road</source>
        <translation>Gerade Straße</translation>
    </message>
    <message>
        <source>The River</source>
        <translation>Der Fluss</translation>
    </message>
    <message>
        <source>Spring</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Lake</source>
        <translation>See</translation>
    </message>
    <message>
        <source>River between two city caps</source>
        <translation>Fluss zwischen zwei Stadtkappen</translation>
    </message>
    <message>
        <source>River with a road over a bridge to a city cap</source>
        <translation>Fluss mit einer Straße über eine Brücke zu einer Stadtkappe</translation>
    </message>
    <message>
        <source>River with a road over a bridge to a cloister</source>
        <translation>Fluss mit einer Straße über eine Brücke zu einem Kloster</translation>
    </message>
    <message>
        <source>River crossed by a road on a bridge</source>
        <translation>Fluss, über den eine Straße auf einer Brücke führt</translation>
    </message>
    <message>
        <source>Straight river</source>
        <translation>Gerader Fluss</translation>
    </message>
    <message>
        <source>River curve around a city corner</source>
        <translation>Flussbiegung um eine Stadtecke</translation>
    </message>
    <message>
        <source>River curve beside a road curve</source>
        <translation>Flussbiegung neben einer Straßenkurve</translation>
    </message>
    <message>
        <source>River curve</source>
        <translation>Flussbiegung</translation>
    </message>
    <message>
        <source>Inns &amp; Cathedrals</source>
        <translation>Wirtshäuser und Kathedralen</translation>
    </message>
    <message>
        <source>Cathedral</source>
        <translation>Kathedrale</translation>
    </message>
    <message>
        <source>Cloister between two road ends</source>
        <translation>Kloster zwischen zwei Straßenenden</translation>
    </message>
    <message>
        <source>Four city caps around a field</source>
        <translation>Vier Stadtkappen um eine Wiese</translation>
    </message>
    <message>
        <source>Three city caps</source>
        <translation>Drei Stadtkappen</translation>
    </message>
    <message>
        <source>Two opposite city caps with road ends between them</source>
        <translation>Zwei gegenüberliegende Stadtkappen mit Straßenenden dazwischen</translation>
    </message>
    <message>
        <source>City corner with pennant and a city cap</source>
        <translation>Stadtecke mit Wappen und einer Stadtkappe</translation>
    </message>
    <message>
        <source>City cap above two fields</source>
        <translation>Stadtkappe über zwei Wiesen</translation>
    </message>
    <message>
        <source>City cap with a road to its gate</source>
        <translation>Stadtkappe mit einer Straße zu ihrem Tor</translation>
    </message>
    <message>
        <source>City corner with a road to its gate</source>
        <translation>Stadtecke mit einer Straße zu ihrem Tor</translation>
    </message>
    <message>
        <source>City passage with pennant and two roads to its gates</source>
        <translation>Stadtdurchgang mit Wappen und zwei Straßen zu seinen Toren</translation>
    </message>
    <message>
        <source>City corner with a road to its gate and an inn</source>
        <translation>Stadtecke mit einer Straße zu ihrem Tor und einem Wirtshaus</translation>
    </message>
    <message>
        <source>City cap with road curve and inn</source>
        <translation>Stadtkappe mit Straßenkurve und Wirtshaus</translation>
    </message>
    <message>
        <source>City corner with pennant, road curve and inn</source>
        <translation>Stadtecke mit Wappen, Straßenkurve und Wirtshaus</translation>
    </message>
    <message>
        <source>Road junction with inn</source>
        <translation>Straßenkreuzung mit drei Armen und Wirtshaus</translation>
    </message>
    <message>
        <source>Straight road with inn</source>
        <translation>Gerade Straße mit Wirtshaus</translation>
    </message>
    <message>
        <source>Road curve with inn</source>
        <translation>Straßenkurve mit Wirtshaus</translation>
    </message>
    <message>
        <source>Two road curves</source>
        <translation>Zwei Straßenkurven</translation>
    </message>
    <message>
        <source>Traders &amp; Builders</source>
        <translation>Händler und Baumeister</translation>
    </message>
    <message>
        <source>City corner with grain</source>
        <translation>Stadtecke mit Getreide</translation>
    </message>
    <message>
        <source>City corner with wine</source>
        <translation>Stadtecke mit Wein</translation>
    </message>
    <message>
        <source>City passage with cloth beside a city cap</source>
        <translation>Stadtdurchgang mit Tuch neben einer Stadtkappe</translation>
    </message>
    <message>
        <source>City passage with wine beside a city cap</source>
        <translation>Stadtdurchgang mit Wein neben einer Stadtkappe</translation>
    </message>
    <message>
        <source>City on three sides with grain</source>
        <translation>Stadt an drei Seiten mit Getreide</translation>
    </message>
    <message>
        <source>City corner with cloth and two city caps</source>
        <translation>Stadtecke mit Tuch und zwei Stadtkappen</translation>
    </message>
    <message>
        <source>City corner with cloth and two road ends</source>
        <translation>Stadtecke mit Tuch und zwei Straßenenden</translation>
    </message>
    <message>
        <source>City corner with wine and two roads into the city</source>
        <translation>Stadtecke mit Wein und zwei Straßen in die Stadt</translation>
    </message>
    <message>
        <source>City corner with cloth, a road and a city cap</source>
        <translation>Stadtecke mit Tuch, einer Straße und einer Stadtkappe</translation>
    </message>
    <message>
        <source>City corner with grain, a road and a city cap</source>
        <translation>Stadtecke mit Getreide, einer Straße und einer Stadtkappe</translation>
    </message>
    <message>
        <source>City corner with cloth and a road into the city</source>
        <translation>Stadtecke mit Tuch und einer Straße in die Stadt</translation>
    </message>
    <message>
        <source>City corner with wine and a road end</source>
        <translation>Stadtecke mit Wein und einem Straßenende</translation>
    </message>
    <message>
        <source>City on three sides with wine and a road</source>
        <translation>Stadt an drei Seiten mit Wein und einer Straße</translation>
    </message>
    <message>
        <source>Two city corners, one with wine</source>
        <translation>Zwei Stadtecken, eine mit Wein</translation>
    </message>
    <message>
        <source>City passage with wine</source>
        <translation>Stadtdurchgang mit Wein</translation>
    </message>
    <message>
        <source>City cap with a road into the city</source>
        <translation>Stadtkappe mit einer Straße in die Stadt</translation>
    </message>
    <message>
        <source>City passage with grain and a road into the city</source>
        <translation>Stadtdurchgang mit Getreide und einer Straße in die Stadt</translation>
    </message>
    <message>
        <source>City passage with wine and a road into the city</source>
        <translation>Stadtdurchgang mit Wein und einer Straße in die Stadt</translation>
    </message>
    <message>
        <source>City passage with wine and two roads into the city</source>
        <translation>Stadtdurchgang mit Wein und zwei Straßen in die Stadt</translation>
    </message>
    <message>
        <source>Cloister at a three-way road junction</source>
        <translation>Kloster an einer Kreuzung dreier Straßen</translation>
    </message>
    <message>
        <source>City corner with grain and a road into the city</source>
        <translation>Stadtecke mit Getreide und einer Straße in die Stadt</translation>
    </message>
    <message>
        <source>City corner with grain and a road end</source>
        <translation>Stadtecke mit Getreide und einem Straßenende</translation>
    </message>
    <message>
        <source>City cap with a road into the city and a road end</source>
        <translation>Stadtkappe mit einer Straße in die Stadt und einem Straßenende</translation>
    </message>
    <message>
        <source>Two roads crossing without meeting</source>
        <translation>Zwei Straßen, die sich kreuzen, ohne sich zu treffen</translation>
    </message>
    <message>
        <source>The Princess &amp; the Dragon</source>
        <translation>Burgfräulein und Drache</translation>
    </message>
    <message>
        <source>Volcano</source>
        <translation>Vulkan</translation>
    </message>
    <message>
        <source>Volcano with a road ending</source>
        <translation>Vulkan mit einer endenden Straße</translation>
    </message>
    <message>
        <source>Volcano by a road curve</source>
        <translation>Vulkan an einer Straßenkurve</translation>
    </message>
    <message>
        <source>Volcano by a straight road</source>
        <translation>Vulkan an einer geraden Straße</translation>
    </message>
    <message>
        <source>Volcano below a city cap</source>
        <translation>Vulkan unter einer Stadtkappe</translation>
    </message>
    <message>
        <source>Volcano between two city caps</source>
        <translation>Vulkan zwischen zwei Stadtkappen</translation>
    </message>
    <message>
        <source>Dragon below a city cap</source>
        <translation>Drache unter einer Stadtkappe</translation>
    </message>
    <message>
        <source>Dragon at a cloister with three roads</source>
        <translation>Drache an einem Kloster mit drei Straßen</translation>
    </message>
    <message>
        <source>Dragon at a road junction</source>
        <translation>Drache an einer Kreuzung dreier Straßen</translation>
    </message>
    <message>
        <source>Dragon at a cloister below a city on three sides</source>
        <translation>Drache an einem Kloster unter einer Stadt an drei Seiten</translation>
    </message>
    <message>
        <source>Dragon by a road curve</source>
        <translation>Drache an einer Straßenkurve</translation>
    </message>
    <message>
        <source>Dragon by a straight road</source>
        <translation>Drache an einer geraden Straße</translation>
    </message>
    <message>
        <source>Dragon by a city corner</source>
        <translation>Drache an einer Stadtecke</translation>
    </message>
    <message>
        <source>Dragon in a city passage with a pennant</source>
        <translation>Drache in einem Stadtdurchgang mit Wappen</translation>
    </message>
    <message>
        <source>Dragon where a road runs under a city passage</source>
        <translation>Drache, wo eine Straße unter einem Stadtdurchgang hindurchführt</translation>
    </message>
    <message>
        <source>Dragon below a city cap with a road curving left</source>
        <translation>Drache unter einer Stadtkappe mit einer Straße, die nach links biegt</translation>
    </message>
    <message>
        <source>Dragon below a city cap with a road curving right</source>
        <translation>Drache unter einer Stadtkappe mit einer Straße, die nach rechts biegt</translation>
    </message>
    <message>
        <source>Magic portal between two road curves</source>
        <translation>Magisches Tor zwischen zwei Straßenkurven</translation>
    </message>
    <message>
        <source>Magic portal at a road junction</source>
        <translation>Magisches Tor an einer Kreuzung dreier Straßen</translation>
    </message>
    <message>
        <source>Magic portal below a city on three sides with a pennant</source>
        <translation>Magisches Tor unter einer Stadt an drei Seiten mit Wappen</translation>
    </message>
    <message>
        <source>Magic portal by a city corner and a road curve</source>
        <translation>Magisches Tor an einer Stadtecke und einer Straßenkurve</translation>
    </message>
    <message>
        <source>Magic portal below a city cap with a road curving left</source>
        <translation>Magisches Tor unter einer Stadtkappe mit einer Straße, die nach links biegt</translation>
    </message>
    <message>
        <source>Magic portal below a city cap with a road curving right</source>
        <translation>Magisches Tor unter einer Stadtkappe mit einer Straße, die nach rechts biegt</translation>
    </message>
    <message>
        <source>Princess in a city cap above a road junction</source>
        <translation>Burgfräulein in einer Stadtkappe über einer Kreuzung dreier Straßen</translation>
    </message>
    <message>
        <source>Princess in a city cap beside a city corner with a pennant</source>
        <translation>Burgfräulein in einer Stadtkappe neben einer Stadtecke mit Wappen</translation>
    </message>
    <message>
        <source>Princess in a city on three sides</source>
        <translation>Burgfräulein in einer Stadt an drei Seiten</translation>
    </message>
    <message>
        <source>Princess in a city corner</source>
        <translation>Burgfräulein in einer Stadtecke</translation>
    </message>
    <message>
        <source>Princess in a city corner above two fields</source>
        <translation>Burgfräulein in einer Stadtecke über zwei Wiesen</translation>
    </message>
    <message>
        <source>Princess in a city corner by a road curve</source>
        <translation>Burgfräulein in einer Stadtecke an einer Straßenkurve</translation>
    </message>
</context>
<context>
    <name>TileSet</name>
    <message>
        <source>The tile at index %1 has no id.</source>
        <translation>Die Karte an Index %1 hat keine ID.</translation>
    </message>
    <message>
        <source>Tile id &quot;%1&quot; is already used by the tile at index %2.</source>
        <translation>Die Karten-ID „%1“ wird bereits von der Karte an Index %2 verwendet.</translation>
    </message>
    <message>
        <source>it has %1 features; a tile has at most %2.</source>
        <translation>sie hat %1 Gebiete; eine Karte hat höchstens %2.</translation>
    </message>
    <message>
        <source>the count %1 is negative.</source>
        <translation>die Anzahl %1 ist negativ.</translation>
    </message>
    <message>
        <source>%1 claims side %2, but that edge is %3.</source>
        <translation>%1 beansprucht Seite %2, aber diese Kante ist %3.</translation>
    </message>
    <message>
        <source>%1 touches no side.</source>
        <translation>%1 berührt keine Seite.</translation>
    </message>
    <message>
        <source>%1 claims side %2, which another feature already claims.</source>
        <translation>%1 beansprucht Seite %2, die schon ein anderes Gebiet beansprucht.</translation>
    </message>
    <message>
        <source>side %1 is %2 but no feature of that kind claims it.</source>
        <translation>Seite %1 ist %2, aber kein Gebiet dieser Art beansprucht sie.</translation>
    </message>
    <message>
        <source>%1 claims half-edge %2, which another field already claims.</source>
        <translation>%1 beansprucht die Halbkante %2, die schon eine andere Wiese beansprucht.</translation>
    </message>
    <message>
        <source>%1 claims half-edge %2, which lies on a city side.</source>
        <translation>%1 beansprucht die Halbkante %2, die auf einer Stadtseite liegt.</translation>
    </message>
    <message>
        <source>half-edge %1 belongs to no field.</source>
        <translation>die Halbkante %1 gehört zu keiner Wiese.</translation>
    </message>
    <message>
        <source>%1 lists sides; a field lists half-edges (&quot;halves&quot;) instead.</source>
        <translation>%1 nennt Seiten; eine Wiese nennt stattdessen Halbkanten („halves“).</translation>
    </message>
    <message>
        <source>%1 lists half-edges; only fields do.</source>
        <translation>%1 nennt Halbkanten; das tun nur Wiesen.</translation>
    </message>
    <message>
        <source>%1 lists sides; a cloister touches no edge.</source>
        <translation>%1 nennt Seiten; ein Kloster berührt keine Kante.</translation>
    </message>
    <message>
        <source>%1 borders feature %2, which is not a city of this tile.</source>
        <translation>%1 grenzt an Gebiet %2, das keine Stadt dieser Karte ist.</translation>
    </message>
    <message>
        <source>%1 lists city %2 twice.</source>
        <translation>%1 nennt Stadt %2 zweimal.</translation>
    </message>
    <message>
        <source>%1 lists bordering cities; only fields do.</source>
        <translation>%1 nennt angrenzende Städte; das tun nur Wiesen.</translation>
    </message>
    <message>
        <source>%1 has pennants, a cathedral, a princess or goods; only cities do.</source>
        <translation>%1 hat Wappen, eine Kathedrale, ein Burgfräulein oder Waren; das haben nur Städte.</translation>
    </message>
    <message>
        <source>%1 has an inn; only roads do.</source>
        <translation>%1 hat ein Wirtshaus; das haben nur Straßen.</translation>
    </message>
    <message>
        <source>%1 has a negative number of pennants.</source>
        <translation>%1 hat eine negative Anzahl Wappen.</translation>
    </message>
    <message>
        <source>The set names no start tile.</source>
        <translation>Der Satz nennt keine Startkarte.</translation>
    </message>
    <message>
        <source>The start tile &quot;%1&quot; is not a tile of this set.</source>
        <translation>Die Startkarte „%1“ ist keine Karte dieses Satzes.</translation>
    </message>
    <message>
        <source>The start tile &quot;%1&quot; has count 0; it needs at least 1.</source>
        <translation>Die Startkarte „%1“ hat die Anzahl 0; sie braucht mindestens 1.</translation>
    </message>
    <message>
        <source>Unknown problem.</source>
        <translation>Unbekanntes Problem.</translation>
    </message>
    <message>
        <source>The tile at index %1: %2</source>
        <translation>Die Karte an Index %1: %2</translation>
    </message>
    <message>
        <source>Tile &quot;%1&quot;: %2</source>
        <translation>Karte „%1“: %2</translation>
    </message>
    <message>
        <source>feature %1</source>
        <translation>Gebiet %1</translation>
    </message>
    <message>
        <source>%1 feature %2</source>
        <translation>%1 Gebiet %2</translation>
    </message>
    <message>
        <source>a field edge</source>
        <translation>eine Wiesenkante</translation>
    </message>
    <message>
        <source>a road edge</source>
        <translation>eine Straßenkante</translation>
    </message>
    <message>
        <source>a city edge</source>
        <translation>eine Stadtkante</translation>
    </message>
    <message>
        <source>a river edge</source>
        <translation>eine Flusskante</translation>
    </message>
    <message>
        <source>A tile set file must hold a JSON object.</source>
        <translation>Eine Kartensatz-Datei muss ein JSON-Objekt enthalten.</translation>
    </message>
    <message>
        <source>Unknown key &quot;%1&quot;.</source>
        <translation>Unbekannter Schlüssel „%1“.</translation>
    </message>
    <message>
        <source>Missing required key &quot;%1&quot;.</source>
        <translation>Der nötige Schlüssel „%1“ fehlt.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a string.</source>
        <translation>„%1“ muss eine Zeichenkette sein.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be true or false.</source>
        <translation>„%1“ muss true oder false sein.</translation>
    </message>
    <message>
        <source>This is not a Tessera tile set: &quot;format&quot; must be &quot;%1&quot;.</source>
        <translation>Dies ist kein Tessera-Kartensatz: „format“ muss „%1“ sein.</translation>
    </message>
    <message>
        <source>&quot;version&quot; must be a number.</source>
        <translation>„version“ muss eine Zahl sein.</translation>
    </message>
    <message>
        <source>Unsupported version %1: this program reads version %2.</source>
        <translation>Nicht unterstützte Version %1: dieses Programm liest Version %2.</translation>
    </message>
    <message>
        <source>The tile set id must not be empty.</source>
        <translation>Die Kartensatz-ID darf nicht leer sein.</translation>
    </message>
    <message>
        <source>&quot;startTile&quot; must be a tile id or null.</source>
        <translation>„startTile“ muss eine Karten-ID oder null sein.</translation>
    </message>
    <message>
        <source>&quot;tiles&quot; must be an array of tiles.</source>
        <translation>„tiles“ muss ein Array von Karten sein.</translation>
    </message>
    <message>
        <source>Too many tile types (%1): at most %2.</source>
        <translation>Zu viele Kartenarten (%1): höchstens %2.</translation>
    </message>
    <message>
        <source>The set holds %1 tiles; a game has room for at most %2.</source>
        <translation>Der Satz enthält %1 Karten; eine Partie hat Platz für höchstens %2.</translation>
    </message>
    <message>
        <source>A tile must be a JSON object.</source>
        <translation>Eine Karte muss ein JSON-Objekt sein.</translation>
    </message>
    <message>
        <source>&quot;count&quot; must be a whole number between 0 and %1.</source>
        <translation>„count“ muss eine ganze Zahl zwischen 0 und %1 sein.</translation>
    </message>
    <message>
        <source>&quot;edges&quot; must be a string of 4 letters for the sides N E S W, each C (city), R (road), F (field) or I (river).</source>
        <translation>„edges“ muss eine Zeichenkette aus 4 Buchstaben für die Seiten N E S W sein, jeder C (Stadt), R (Straße), F (Wiese) oder I (Fluss).</translation>
    </message>
    <message>
        <source>Unknown edge letter &quot;%1&quot; for side %2: use C (city), R (road), F (field) or I (river).</source>
        <translation>Unbekannter Kantenbuchstabe „%1“ für Seite %2: verwende C (Stadt), R (Straße), F (Wiese) oder I (Fluss).</translation>
    </message>
    <message>
        <source>&quot;features&quot; must be an array of features.</source>
        <translation>„features“ muss ein Array von Gebieten sein.</translation>
    </message>
    <message>
        <source>Too many features (%1): a tile has at most %2.</source>
        <translation>Zu viele Gebiete (%1): eine Karte hat höchstens %2.</translation>
    </message>
    <message>
        <source>A feature must be a JSON object.</source>
        <translation>Ein Gebiet muss ein JSON-Objekt sein.</translation>
    </message>
    <message>
        <source>Unknown feature kind: use field, road, city, cloister or river.</source>
        <translation>Unbekannte Gebietsart: verwende field, road, city, cloister oder river.</translation>
    </message>
    <message>
        <source>Unknown side: use N, E, S or W.</source>
        <translation>Unbekannte Seite: verwende N, E, S oder W.</translation>
    </message>
    <message>
        <source>Unknown half-edge: use NL, NR, EL, ER, SL, SR, WL or WR.</source>
        <translation>Unbekannte Halbkante: verwende NL, NR, EL, ER, SL, SR, WL oder WR.</translation>
    </message>
    <message>
        <source>&quot;pennants&quot; must be a whole number between 0 and %1.</source>
        <translation>„pennants“ muss eine ganze Zahl zwischen 0 und %1 sein.</translation>
    </message>
    <message>
        <source>Unknown goods: use wine, grain or cloth.</source>
        <translation>Unbekannte Ware: verwende wine, grain oder cloth.</translation>
    </message>
    <message>
        <source>Must be an array of names, e.g. [&quot;%1&quot;].</source>
        <translation>Muss ein Array von Namen sein, z. B. [&quot;%1&quot;].</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is listed twice.</source>
        <translation>„%1“ ist zweimal aufgeführt.</translation>
    </message>
    <message>
        <source>&quot;cities&quot; must be an array of feature indices, e.g. [0].</source>
        <translation>„cities“ muss ein Array von Gebietsindizes sein, z. B. [0].</translation>
    </message>
    <message>
        <source>Too many bordering cities (%1): a tile has at most %2 features.</source>
        <translation>Zu viele angrenzende Städte (%1): eine Karte hat höchstens %2 Gebiete.</translation>
    </message>
    <message>
        <source>A bordering city must be given by the index of a city feature of this tile (counting from 0).</source>
        <translation>Eine angrenzende Stadt muss durch den Index eines Stadtgebiets dieser Karte angegeben werden (ab 0 gezählt).</translation>
    </message>
    <message>
        <source>No such tile set (built-in sets: %1)</source>
        <translation>Kein solcher Kartensatz (eingebaute Sätze: %1)</translation>
    </message>
    <message>
        <source>Cannot save the tile set to %1: %2</source>
        <translation>Der Kartensatz kann nicht unter %1 gespeichert werden: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must have at most %2 characters.</source>
        <translation>„%1“ darf höchstens %2 Zeichen haben.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must not contain control characters (character U+%2).</source>
        <translation>„%1“ darf keine Steuerzeichen enthalten (Zeichen U+%2).</translation>
    </message>
</context>
<context>
    <name>TilesLeftModel</name>
    <message>
        <source>None left in the pile</source>
        <translation>Keine mehr im Stapel</translation>
    </message>
    <message numerus="yes">
        <source>%n left in the pile</source>
        <translation>
            <numerusform>%n im Stapel</numerusform>
            <numerusform>%n im Stapel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fits %n open positions now</source>
        <translation>
            <numerusform>Passt jetzt an %n offene Stelle</numerusform>
            <numerusform>Passt jetzt an %n offene Stellen</numerusform>
        </translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Übrig</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>Passt</translation>
    </message>
</context>
<context>
    <name>TurnText</name>
    <message>
        <source>Turn %1: %2 placed %3; the figure comes next.</source>
        <translation>Zug %1: %2 hat %3 angelegt; als Nächstes kommt die Figur.</translation>
    </message>
    <message>
        <source>Turn %1: %2 played the first tile; the bonus tile comes next.</source>
        <translation>Zug %1: %2 hat die erste Karte gespielt; als Nächstes kommt die Bonuskarte.</translation>
    </message>
    <message>
        <source>Before the first turn: the start tile.</source>
        <translation>Vor dem ersten Zug: die Startkarte.</translation>
    </message>
    <message>
        <source>Turn %1: %2 placed %3 and deployed a figure.</source>
        <translation>Zug %1: %2 hat %3 angelegt und eine Figur eingesetzt.</translation>
    </message>
    <message>
        <source>Turn %1: %2 placed %3.</source>
        <translation>Zug %1: %2 hat %3 angelegt.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>A tile-laying game of the Carcassonne family.</source>
        <translation>Ein Legespiel der Carcassonne-Familie.</translation>
    </message>
    <message>
        <source>Print how long the window took to appear, then quit.</source>
        <translation>Ausgeben, wie lange das Fenster zum Erscheinen brauchte, dann beenden.</translation>
    </message>
    <message>
        <source>tileset</source>
        <translation>kartensatz</translation>
    </message>
    <message>
        <source>Open the game in the replay viewer (.tessera, .json or .jcz).</source>
        <translation>Die Partie in der Wiedergabe öffnen (.tessera, .json oder .jcz).</translation>
    </message>
    <message>
        <source>A game to open (.tessera, .json or .jcz).</source>
        <translation>Eine zu öffnende Partie (.tessera, .json oder .jcz).</translation>
    </message>
    <message>
        <source>Settings Set Aside</source>
        <translation>Einstellungen beiseitegelegt</translation>
    </message>
    <message>
        <source>Open a tile set (a file, or a built-in set such as base) in the tile set editor; a file that does not exist yet starts a new set there, and --edit alone a new set.</source>
        <translation>Einen Kartensatz (eine Datei oder einen eingebauten Satz wie base) im Kartensatz-Editor öffnen; eine Datei, die es noch nicht gibt, beginnt dort einen neuen Satz, und --edit allein einen neuen Satz.</translation>
    </message>
</context>
<context>
    <name>tessera::document::GameDocument</name>
    <message>
        <source>The game could not be autosaved to %1: %2</source>
        <translation>Die Partie konnte nicht automatisch in %1 gesichert werden: %2</translation>
    </message>
</context>
<context>
    <name>tessera::document::PlayersModel</name>
    <message>
        <source>, large follower in supply</source>
        <translation>, großer Gefolgsmann im Vorrat</translation>
    </message>
    <message>
        <source>, large follower on the board</source>
        <translation>, großer Gefolgsmann auf dem Spielfeld</translation>
    </message>
    <message>
        <source>, builder in supply</source>
        <translation>, Baumeister im Vorrat</translation>
    </message>
    <message>
        <source>, builder on the board</source>
        <translation>, Baumeister auf dem Spielfeld</translation>
    </message>
    <message>
        <source>, pig in supply</source>
        <translation>, Schwein im Vorrat</translation>
    </message>
    <message>
        <source>, pig on the board</source>
        <translation>, Schwein auf dem Spielfeld</translation>
    </message>
    <message>
        <source>, goods: %1 wine, %2 grain, %3 cloth</source>
        <translation>, Waren: %1 Wein, %2 Getreide, %3 Tuch</translation>
    </message>
    <message>
        <source>Large followers in supply</source>
        <translation>Große Gefolgsleute im Vorrat</translation>
    </message>
    <message>
        <source>Goods tokens: wine · grain · cloth (10 points for each majority at the end)</source>
        <translation>Warenplättchen: Wein · Getreide · Tuch (10 Punkte für jede Mehrheit am Ende)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Followers</source>
        <translation>Gefolgsleute</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Groß</translation>
    </message>
    <message>
        <source>Goods</source>
        <translation>Waren</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n points</source>
        <comment>player, score</comment>
        <translation>
            <numerusform>%1: %n Punkt</numerusform>
            <numerusform>%1: %n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n followers left</source>
        <translation>
            <numerusform>, %n Gefolgsmann übrig</numerusform>
            <numerusform>, %n Gefolgsleute übrig</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tessera::document::TileListModel</name>
    <message>
        <source>Edges %1, copies: %2</source>
        <translation>Kanten %1, Exemplare: %2</translation>
    </message>
    <message>
        <source>cloister</source>
        <translation>Kloster</translation>
    </message>
    <message>
        <source>pennant</source>
        <translation>Wappen</translation>
    </message>
    <message numerus="yes">
        <source>%n pennants</source>
        <translation>
            <numerusform>%n Wappen</numerusform>
            <numerusform>%n Wappen</numerusform>
        </translation>
    </message>
    <message>
        <source>inn</source>
        <translation>Wirtshaus</translation>
    </message>
    <message>
        <source>cathedral</source>
        <translation>Kathedrale</translation>
    </message>
    <message>
        <source>princess</source>
        <translation>Burgfräulein</translation>
    </message>
    <message>
        <source>goods</source>
        <translation>Waren</translation>
    </message>
    <message>
        <source>volcano</source>
        <translation>Vulkan</translation>
    </message>
    <message>
        <source>dragon</source>
        <translation>Drache</translation>
    </message>
    <message>
        <source>portal</source>
        <translation>Tor</translation>
    </message>
    <message>
        <source>own art</source>
        <translation>eigene Grafik</translation>
    </message>
</context>
<context>
    <name>tessera::document::TileSetDocument</name>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>New tile set</source>
        <translation>Neuer Kartensatz</translation>
    </message>
    <message>
        <source>There is no built-in tile set &quot;%1&quot;.</source>
        <translation>Es gibt keinen eingebauten Kartensatz „%1“.</translation>
    </message>
    <message numerus="yes">
        <source>The tile set has %n problems and is not saved:</source>
        <translation>
            <numerusform>Der Kartensatz hat %n Problem und wird nicht gespeichert:</numerusform>
            <numerusform>Der Kartensatz hat %n Probleme und wird nicht gespeichert:</numerusform>
        </translation>
    </message>
    <message>
        <source>Change set id</source>
        <translation>Satz-ID ändern</translation>
    </message>
    <message>
        <source>Change set name</source>
        <translation>Satznamen ändern</translation>
    </message>
    <message>
        <source>Change start tile</source>
        <translation>Startkarte ändern</translation>
    </message>
    <message>
        <source>Rename tile</source>
        <translation>Karte umbenennen</translation>
    </message>
    <message>
        <source>Change tile name</source>
        <translation>Kartennamen ändern</translation>
    </message>
    <message>
        <source>Change JCloisterZone id</source>
        <translation>JCloisterZone-ID ändern</translation>
    </message>
    <message>
        <source>Rename start tile</source>
        <translation>Startkarte umbenennen</translation>
    </message>
    <message>
        <source>Change count</source>
        <translation>Anzahl ändern</translation>
    </message>
    <message>
        <source>Add volcano</source>
        <translation>Vulkan hinzufügen</translation>
    </message>
    <message>
        <source>Remove volcano</source>
        <translation>Vulkan entfernen</translation>
    </message>
    <message>
        <source>Add dragon</source>
        <translation>Drache hinzufügen</translation>
    </message>
    <message>
        <source>Remove dragon</source>
        <translation>Drache entfernen</translation>
    </message>
    <message>
        <source>Add magic portal</source>
        <translation>Magisches Tor hinzufügen</translation>
    </message>
    <message>
        <source>Remove magic portal</source>
        <translation>Magisches Tor entfernen</translation>
    </message>
    <message>
        <source>Add cloister</source>
        <translation>Kloster hinzufügen</translation>
    </message>
    <message>
        <source>Remove cloister</source>
        <translation>Kloster entfernen</translation>
    </message>
    <message>
        <source>Use generated art</source>
        <translation>Erzeugte Grafik verwenden</translation>
    </message>
    <message>
        <source>Set custom art</source>
        <translation>Eigene Grafik festlegen</translation>
    </message>
    <message>
        <source>Connect features</source>
        <translation>Gebiete verbinden</translation>
    </message>
    <message>
        <source>Split feature</source>
        <translation>Gebiet teilen</translation>
    </message>
    <message>
        <source>Change feature</source>
        <translation>Gebiet ändern</translation>
    </message>
    <message>
        <source>Field borders city</source>
        <translation>Wiese grenzt an Stadt</translation>
    </message>
    <message>
        <source>Field no longer borders city</source>
        <translation>Wiese grenzt nicht mehr an Stadt</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n tiles</source>
        <translation>
            <numerusform>%n Karte löschen</numerusform>
            <numerusform>%n Karten löschen</numerusform>
        </translation>
    </message>
    <message>
        <source>field</source>
        <translation>Wiese</translation>
    </message>
    <message>
        <source>road</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>city</source>
        <translation>Stadt</translation>
    </message>
    <message>
        <source>river</source>
        <translation>Fluss</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Ost</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Süd</translation>
    </message>
    <message>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <source>%1 edge: %2</source>
        <comment>a side of the tile, what its edge is now</comment>
        <translation>%1kante: %2</translation>
    </message>
</context>
<context>
    <name>tessera::document::TurnsModel</name>
    <message>
        <source>large follower</source>
        <translation>großer Gefolgsmann</translation>
    </message>
    <message>
        <source>follower</source>
        <translation>Gefolgsmann</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Figuren</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Start of the game</source>
        <translation>Beginn der Partie</translation>
    </message>
    <message>
        <source>%1, then the bonus tile %2</source>
        <translation>%1, dann die Bonuskarte %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, turned %2°</source>
        <translation>%1, gedreht um %2°</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>%1 on the %2</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 through the portal at %2, %3</source>
        <translation>%1 durch das Tor bei %2, %3</translation>
    </message>
    <message>
        <source>the fairy to %1, %2</source>
        <translation>die Fee nach %1, %2</translation>
    </message>
    <message>
        <source>a knight at %1, %2 sent home</source>
        <translation>ein Ritter bei %1, %2 nach Hause geschickt</translation>
    </message>
    <message numerus="yes">
        <source>the dragon flew %n tiles</source>
        <translation>
            <numerusform>der Drache flog %n Karte weit</numerusform>
            <numerusform>der Drache flog %n Karten weit</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 +%2</source>
        <translation>%1 +%2</translation>
    </message>
</context>
<context>
    <name>tessera::ui::AboutDialog</name>
    <message>
        <source>Tessera %1</source>
        <translation>Tessera %1</translation>
    </message>
    <message>
        <source>Built with Qt %1, running on Qt %2.</source>
        <translation>Erstellt mit Qt %1, läuft mit Qt %2.</translation>
    </message>
</context>
<context>
    <name>tessera::ui::AnalysisPanel</name>
    <message>
        <source>Analyse Game</source>
        <translation>Partie analysieren</translation>
    </message>
    <message>
        <source>Let the computer review every decision of the game (uses every core)</source>
        <translation>Den Computer jede Entscheidung der Partie prüfen lassen (nutzt alle Kerne)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>This turn&apos;s decisions:</source>
        <translation>Entscheidungen dieses Zuges:</translation>
    </message>
    <message>
        <source>Over the game:</source>
        <translation>Über die Partie:</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Entscheidungen</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <source>Decisions reviewed</source>
        <translation>Geprüfte Entscheidungen</translation>
    </message>
    <message>
        <source>Points lost per decision, on average</source>
        <translation>Verlorene Punkte je Entscheidung, im Mittel</translation>
    </message>
    <message>
        <source>Inaccuracies</source>
        <translation>Ungenauigkeiten</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Blunders</source>
        <translation>Grobe Fehler</translation>
    </message>
    <message>
        <source>No decision of this turn was reviewed (a single choice, or not the main line).</source>
        <translation>Keine Entscheidung dieses Zuges wurde geprüft (nur eine Wahl, oder nicht die Hauptlinie).</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n decisions</source>
        <translation>
            <numerusform>%1 von %n Entscheidung</numerusform>
            <numerusform>%1 von %n Entscheidungen</numerusform>
        </translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
</context>
<context>
    <name>tessera::ui::BoardDrawing</name>
    <message>
        <source>%1; farmers of %2</source>
        <translation>%1; Bauern von %2</translation>
    </message>
    <message>
        <source>%1 (large follower)</source>
        <translation>%1 (großer Gefolgsmann)</translation>
    </message>
    <message>
        <source>%1 (builder)</source>
        <translation>%1 (Baumeister)</translation>
    </message>
    <message>
        <source>%1 (pig)</source>
        <translation>%1 (Schwein)</translation>
    </message>
</context>
<context>
    <name>tessera::ui::BoardScene</name>
    <message>
        <source>fits one way</source>
        <translation>passt auf eine Weise</translation>
    </message>
    <message numerus="yes">
        <source>fits %n ways: R or right click turns it</source>
        <translation>
            <numerusform>passt auf %n Weise: R oder Rechtsklick dreht sie</numerusform>
            <numerusform>passt auf %n Weisen: R oder Rechtsklick dreht sie</numerusform>
        </translation>
    </message>
    <message>
        <source>The tile %1.</source>
        <translation>Die Karte %1.</translation>
    </message>
    <message>
        <source>Position %1 of %2 (%3, %4): the tile %5</source>
        <translation>Stelle %1 von %2 (%3, %4): die Karte %5</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>The dragon would fly to %1, %2: Enter flies, the arrow keys choose another marked tile.</source>
        <translation>Der Drache würde nach %1, %2 fliegen: Enter lässt ihn fliegen, die Pfeiltasten wählen eine andere markierte Karte.</translation>
    </message>
</context>
<context>
    <name>tessera::ui::BoardView</name>
    <message>
        <source>Game board</source>
        <translation>Spielfeld</translation>
    </message>
</context>
<context>
    <name>tessera::ui::ColorButton</name>
    <message>
        <source>Other colour…</source>
        <translation>Andere Farbe…</translation>
    </message>
    <message>
        <source>Choose a colour</source>
        <translation>Farbe wählen</translation>
    </message>
    <message>
        <source>Colour: %1</source>
        <translation>Farbe: %1</translation>
    </message>
</context>
<context>
    <name>tessera::ui::DeploymentMarkers</name>
    <message>
        <source>Fairy, instead of a follower: to this follower (1 point at the start of each of your turns, 3 more when its feature scores): %1</source>
        <translation>Fee statt eines Gefolgsmanns: zu diesem Gefolgsmann (1 Punkt zu Beginn jedes deiner Züge, 3 mehr, wenn sein Gebiet gewertet wird): %1</translation>
    </message>
    <message>
        <source>Princess, instead of a follower: %1&apos;s knight goes home: %2</source>
        <translation>Burgfräulein statt eines Gefolgsmanns: der Ritter von %1 kehrt heim: %2</translation>
    </message>
    <message>
        <source>Through the magic portal: %1</source>
        <translation>Durch das magische Tor: %1</translation>
    </message>
    <message>
        <source>Large follower: %1</source>
        <translation>Großer Gefolgsmann: %1</translation>
    </message>
    <message>
        <source>Builder (a bonus tile whenever you extend this feature): %1</source>
        <translation>Baumeister (eine Bonuskarte, wann immer du dieses Gebiet erweiterst): %1</translation>
    </message>
    <message>
        <source>Pig (1 more per city when you score this farm): %1</source>
        <translation>Schwein (1 mehr pro Stadt, wenn du diese Wiese wertest): %1</translation>
    </message>
    <message>
        <source>Follower: %1</source>
        <translation>Gefolgsmann: %1</translation>
    </message>
    <message numerus="yes">
        <source>The magic portal reaches %n free features, lit up: click one to deploy a follower there.</source>
        <translation>
            <numerusform>Das magische Tor erreicht %n freies Gebiet, hervorgehoben: klicke darauf, um dort einen Gefolgsmann einzusetzen.</numerusform>
            <numerusform>Das magische Tor erreicht %n freie Gebiete, hervorgehoben: klicke auf eines, um dort einen Gefolgsmann einzusetzen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Magic portal: instead of a follower here, one on any free feature of the board. Click here to light them up, then click one (Esc or a right click puts the portal aside).</source>
        <translation>Magisches Tor: statt eines Gefolgsmanns hier einer auf einem beliebigen freien Gebiet des Spielplans. Klicke hier, um sie hervorzuheben, dann klicke auf eines (Esc oder ein Rechtsklick legt das Tor beiseite).</translation>
    </message>
    <message>
        <source>The magic portal is put aside: deploy on the tile, or click the portal again.</source>
        <translation>Das magische Tor ist beiseitegelegt: setze auf der Karte ein, oder klicke erneut auf das Tor.</translation>
    </message>
    <message>
        <source>The magic portal is open: click a lit-up feature to deploy a follower there (Esc or a right click: put it aside).</source>
        <translation>Das magische Tor ist offen: klicke auf ein hervorgehobenes Gebiet, um dort einen Gefolgsmann einzusetzen (Esc oder ein Rechtsklick: beiseitelegen).</translation>
    </message>
    <message>
        <source>The magic portal does not reach this spot: click a lit-up feature, or put the portal aside with Esc or a right click.</source>
        <translation>Das magische Tor erreicht diese Stelle nicht: klicke auf ein hervorgehobenes Gebiet, oder lege das Tor mit Esc oder einem Rechtsklick beiseite.</translation>
    </message>
</context>
<context>
    <name>tessera::ui::EvaluationGraph</name>
    <message>
        <source>Expected margins over the game</source>
        <translation>Erwartete Vorsprünge über die Partie</translation>
    </message>
    <message numerus="yes">
        <source>Turn %1, %2: %3, about %n points</source>
        <translation>
            <numerusform>Zug %1, %2: %3, etwa %n Punkt</numerusform>
            <numerusform>Zug %1, %2: %3, etwa %n Punkte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tessera::ui::GamesModel</name>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Tile sets</source>
        <translation>Kartensätze</translation>
    </message>
    <message>
        <source>Players and scores</source>
        <translation>Spieler und Punkte</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
</context>
<context>
    <name>tessera::ui::HelpDialog</name>
    <message>
        <source>Tessera Help</source>
        <translation>Tessera-Hilfe</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>&amp;Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>Move between the places where the tile fits, or a follower may go</source>
        <translation>Zwischen den Stellen wechseln, an die die Karte passt oder ein Gefolgsmann darf</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Umschalt+Tab</translation>
    </message>
    <message>
        <source>Show the farms while the key is held down</source>
        <translation>Die Wiesen zeigen, solange die Taste gedrückt ist</translation>
    </message>
    <message>
        <source>F (hold)</source>
        <translation>F (halten)</translation>
    </message>
    <message>
        <source>Mark a player&apos;s last tile</source>
        <translation>Die letzte Karte eines Spielers markieren</translation>
    </message>
    <message>
        <source>Pointer on the player&apos;s row</source>
        <translation>Zeiger auf der Zeile des Spielers</translation>
    </message>
    <message>
        <source>Scroll the board</source>
        <translation>Das Spielfeld verschieben</translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation>Zoomen</translation>
    </message>
    <message>
        <source>Ctrl+mouse wheel</source>
        <translation>Strg+Mausrad</translation>
    </message>
    <message>
        <source>Arrow keys (except while the dragon flies), mouse wheel</source>
        <translation>Pfeiltasten (außer während der Drache fliegt), Mausrad</translation>
    </message>
</context>
<context>
    <name>tessera::ui::HintChoicesView</name>
    <message>
        <source>&amp;Other choices</source>
        <translation>&amp;Andere Möglichkeiten</translation>
    </message>
    <message>
        <source>Hard&apos;s best decisions here, with the final margin (your score minus the best opponent&apos;s) it expects after each</source>
        <translation>Die besten Entscheidungen von „Schwer“ hier, mit dem Endvorsprung (deine Punkte minus die des besten Gegners), den es nach jeder erwartet</translation>
    </message>
    <message>
        <source>Hard&apos;s best decisions</source>
        <translation>Die besten Entscheidungen von „Schwer“</translation>
    </message>
    <message>
        <source>Show it on the board</source>
        <translation>Auf dem Spielfeld zeigen</translation>
    </message>
</context>
<context>
    <name>tessera::ui::HistoryPanel</name>
    <message>
        <source>Make &amp;Main Line</source>
        <translation>Zur &amp;Hauptlinie machen</translation>
    </message>
    <message>
        <source>The selected variation becomes the game&apos;s main line, the one a saved game lists first</source>
        <translation>Die gewählte Variante wird die Hauptlinie der Partie, die eine gespeicherte Partie zuerst aufführt</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Click a turn to see the position after it</source>
        <translation>Klicke auf einen Zug, um die Stellung danach zu sehen</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>This game&apos;s rules allow taking back only the turn being played: the list shows the game, and a click does not go back to an earlier turn.</source>
        <translation>Die Regeln dieser Partie erlauben nur, den laufenden Zug zurückzunehmen: die Liste zeigt die Partie, und ein Klick führt nicht zu einem früheren Zug zurück.</translation>
    </message>
    <message>
        <source>This game&apos;s rules allow no undo: the list shows the game, and a click does not go back to an earlier turn.</source>
        <translation>Die Regeln dieser Partie erlauben kein Rückgängigmachen: die Liste zeigt die Partie, und ein Klick führt nicht zu einem früheren Zug zurück.</translation>
    </message>
</context>
<context>
    <name>tessera::ui::LessonPanel</name>
    <message>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>Leave Lesson (Esc)</source>
        <translation>Lektion verlassen (Esc)</translation>
    </message>
    <message>
        <source>Close the lesson&apos;s game; nothing of it is kept</source>
        <translation>Das Spiel der Lektion schließen; nichts davon wird behalten</translation>
    </message>
    <message>
        <source>Finish Lesson</source>
        <translation>Lektion beenden</translation>
    </message>
</context>
<context>
    <name>tessera::ui::LessonRunner</name>
    <message>
        <source>%1 plays…</source>
        <translation>%1 spielt…</translation>
    </message>
    <message>
        <source>Leave Lesson</source>
        <translation>Lektion verlassen</translation>
    </message>
</context>
<context>
    <name>tessera::ui::MainWindow</name>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Tiles Left</source>
        <translation>Übrige Karten</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;New Game...</source>
        <translation>&amp;Neues Spiel...</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>Ö&amp;ffnen...</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Speichern &amp;unter...</translation>
    </message>
    <message>
        <source>Show &amp;Results</source>
        <translation>&amp;Ergebnisse anzeigen</translation>
    </message>
    <message>
        <source>Tile Set &amp;Editor...</source>
        <translation>&amp;Kartensatz-Editor...</translation>
    </message>
    <message>
        <source>Pre&amp;ferences...</source>
        <translation>Einstellun&amp;gen...</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Take back the last decision</source>
        <translation>Die letzte Entscheidung zurücknehmen</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Play the undone decision again</source>
        <translation>Die rückgängig gemachte Entscheidung wieder spielen</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;Zug</translation>
    </message>
    <message>
        <source>&amp;Rotate Tile</source>
        <translation>Karte &amp;drehen</translation>
    </message>
    <message>
        <source>Next &amp;Position</source>
        <translation>Nächste &amp;Stelle</translation>
    </message>
    <message>
        <source>Next Tile in &amp;Hand</source>
        <translation>Nächste Karte auf der &amp;Hand</translation>
    </message>
    <message>
        <source>&amp;Place or Confirm</source>
        <translation>&amp;Anlegen oder bestätigen</translation>
    </message>
    <message>
        <source>&amp;No Follower</source>
        <translation>&amp;Kein Gefolgsmann</translation>
    </message>
    <message>
        <source>&amp;Take Back</source>
        <translation>&amp;Zurücknehmen</translation>
    </message>
    <message>
        <source>&amp;Undo Turn</source>
        <translation>Zug &amp;rückgängig</translation>
    </message>
    <message>
        <source>Re&amp;do Turn</source>
        <translation>Zug &amp;wiederholen</translation>
    </message>
    <message>
        <source>&amp;Confirm Each Turn</source>
        <translation>Jeden Zug &amp;bestätigen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Vergrößern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Fit Board</source>
        <translation>Spielfeld ein&amp;passen</translation>
    </message>
    <message>
        <source>&amp;Center on Last Tile</source>
        <translation>Auf letzte Karte &amp;zentrieren</translation>
    </message>
    <message>
        <source>Show &amp;Farms</source>
        <translation>&amp;Wiesen zeigen</translation>
    </message>
    <message>
        <source>&amp;Dark Mode</source>
        <translation>&amp;Dunkler Modus</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Rules and Shortcuts</source>
        <translation>&amp;Regeln und Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;About Tessera</source>
        <translation>Ü&amp;ber Tessera</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Tessera</source>
        <translation>Tessera</translation>
    </message>
    <message>
        <source>%1[*] — Tessera</source>
        <translation>%1[*] — Tessera</translation>
    </message>
    <message>
        <source>No tiles left: final scoring</source>
        <translation>Keine Karten mehr: Schlusswertung</translation>
    </message>
    <message>
        <source>Finished Game Not Saved</source>
        <translation>Beendete Partie nicht gespeichert</translation>
    </message>
    <message>
        <source>Game Not Saved</source>
        <translation>Partie nicht gespeichert</translation>
    </message>
    <message>
        <source>The finished game has not been saved. Save it before leaving it?</source>
        <translation>Die beendete Partie wurde nicht gespeichert. Vor dem Verlassen speichern?</translation>
    </message>
    <message>
        <source>The game in progress has not been saved. Save it before leaving it?</source>
        <translation>Die laufende Partie wurde nicht gespeichert. Vor dem Verlassen speichern?</translation>
    </message>
    <message>
        <source>%1 begins.</source>
        <translation>%1 beginnt.</translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation>Partie fortsetzen</translation>
    </message>
    <message>
        <source>A game was interrupted after turn %1. Resume it where it stopped?</source>
        <translation>Eine Partie wurde nach Zug %1 unterbrochen. Dort fortsetzen, wo sie aufhörte?</translation>
    </message>
    <message>
        <source>Resumed the interrupted game.</source>
        <translation>Die unterbrochene Partie wird fortgesetzt.</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <source>Open Game in Replay Viewer</source>
        <translation>Partie in der Wiedergabe öffnen</translation>
    </message>
    <message>
        <source>A new game from turn %1 of the replay.</source>
        <translation>Eine neue Partie ab Zug %1 der Wiedergabe.</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Partie öffnen</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Partie speichern</translation>
    </message>
    <message>
        <source>game.tessera</source>
        <translation>partie.tessera</translation>
    </message>
    <message>
        <source>Tessera games (*.tessera *.json)</source>
        <translation>Tessera-Partien (*.tessera *.json)</translation>
    </message>
    <message>
        <source>Cannot Save Game</source>
        <translation>Partie kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>The game could not be saved to “%1”.</source>
        <translation>Die Partie konnte nicht unter „%1“ gespeichert werden.</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Gespeichert unter %1</translation>
    </message>
    <message>
        <source>Export Board</source>
        <translation>Spielfeld exportieren</translation>
    </message>
    <message>
        <source>board.png</source>
        <translation>spielfeld.png</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG-Bild (*.png);;SVG-Zeichnung (*.svg)</translation>
    </message>
    <message>
        <source>Cannot Export Board</source>
        <translation>Spielfeld kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>The board could not be written to “%1”.</source>
        <translation>Das Spielfeld konnte nicht nach „%1“ geschrieben werden.</translation>
    </message>
    <message>
        <source>Exported the board to %1</source>
        <translation>Spielfeld nach %1 exportiert</translation>
    </message>
    <message>
        <source>The new interface size takes effect the next time Tessera starts.</source>
        <translation>Die neue Oberflächengröße gilt ab dem nächsten Start von Tessera.</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Suche einen guten Zug…</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>Show what the Hard computer player would do now, without playing it</source>
        <translation>Zeigen, was der Computerspieler der Stufe „Schwer“ jetzt tun würde, ohne es zu spielen</translation>
    </message>
    <message>
        <source>&amp;Pause Computers</source>
        <translation>Computer &amp;anhalten</translation>
    </message>
    <message>
        <source>Hint: the tile where it is framed, turned as shown. Enter places it.</source>
        <translation>Tipp: die Karte dorthin, wo sie eingerahmt ist, so gedreht wie gezeigt. Enter legt sie an.</translation>
    </message>
    <message>
        <source>Hint: deploy on the lit-up feature. Enter deploys there.</source>
        <translation>Tipp: auf das hervorgehobene Gebiet einsetzen. Enter setzt dort ein.</translation>
    </message>
    <message>
        <source>Hint: deploy no figure on this tile (Space).</source>
        <translation>Tipp: keine Figur auf diese Karte einsetzen (Leertaste).</translation>
    </message>
    <message>
        <source>Hint: the lit-up feature in the framed tile.</source>
        <translation>Tipp: das hervorgehobene Gebiet in der eingerahmten Karte.</translation>
    </message>
    <message>
        <source>Hint: fly the dragon to the framed tile.</source>
        <translation>Tipp: den Drachen auf die eingerahmte Karte fliegen lassen.</translation>
    </message>
    <message>
        <source>Dragon to the North</source>
        <translation>Drache nach Norden</translation>
    </message>
    <message>
        <source>Dragon to the East</source>
        <translation>Drache nach Osten</translation>
    </message>
    <message>
        <source>Dragon to the South</source>
        <translation>Drache nach Süden</translation>
    </message>
    <message>
        <source>Dragon to the West</source>
        <translation>Drache nach Westen</translation>
    </message>
    <message>
        <source>The dragon cannot fly there: choose a marked tile.</source>
        <translation>Dorthin kann der Drache nicht fliegen: wähle eine markierte Karte.</translation>
    </message>
    <message>
        <source>Autosave failed</source>
        <translation>Automatische Sicherung fehlgeschlagen</translation>
    </message>
    <message>
        <source>The autosave of the interrupted game is damaged (%1); no copy of it could be kept: %2</source>
        <translation>Die automatische Sicherung der unterbrochenen Partie ist beschädigt (%1); es konnte keine Kopie davon behalten werden: %2</translation>
    </message>
    <message>
        <source>The autosave of the interrupted game is damaged (%1); a copy is kept as %2.</source>
        <translation>Die automatische Sicherung der unterbrochenen Partie ist beschädigt (%1); eine Kopie liegt unter %2.</translation>
    </message>
    <message>
        <source>Damaged Autosave</source>
        <translation>Beschädigte automatische Sicherung</translation>
    </message>
    <message>
        <source>Cannot Export Game</source>
        <translation>Spiel kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>JCloisterZone cannot play this game as it is set up.</source>
        <translation>JCloisterZone kann dieses Spiel so, wie es eingerichtet ist, nicht spielen.</translation>
    </message>
    <message>
        <source>Export JCloisterZone Game</source>
        <translation>JCloisterZone-Spiel exportieren</translation>
    </message>
    <message>
        <source>game.jcz</source>
        <translation>spiel.jcz</translation>
    </message>
    <message>
        <source>JCloisterZone saved games (*.jcz)</source>
        <translation>JCloisterZone-Spielstände (*.jcz)</translation>
    </message>
    <message>
        <source>The game could not be written to “%1”.</source>
        <translation>Das Spiel konnte nicht nach „%1“ geschrieben werden.</translation>
    </message>
    <message>
        <source>Exported the game for JCloisterZone to %1</source>
        <translation>Spiel für JCloisterZone nach %1 exportiert</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>E&amp;xportieren</translation>
    </message>
    <message>
        <source>&amp;Board Picture...</source>
        <translation>&amp;Bild des Spielfelds...</translation>
    </message>
    <message>
        <source>&amp;JCloisterZone Game...</source>
        <translation>&amp;JCloisterZone-Spiel...</translation>
    </message>
    <message>
        <source>Save the game as a JCloisterZone saved game (.jcz)</source>
        <translation>Das Spiel als JCloisterZone-Spielstand (.jcz) speichern</translation>
    </message>
    <message>
        <source>Preferences Not Saved</source>
        <translation>Einstellungen nicht gespeichert</translation>
    </message>
    <message>
        <source>Your preferences could not be written to “%1”.</source>
        <translation>Die Einstellungen konnten nicht nach „%1“ geschrieben werden.</translation>
    </message>
    <message>
        <source>Undo is not available: this game&apos;s rules allow taking back only the turn being played, before it is confirmed.</source>
        <translation>Rückgängig ist nicht möglich: die Regeln dieser Partie erlauben nur, den laufenden Zug zurückzunehmen, bevor er bestätigt ist.</translation>
    </message>
    <message>
        <source>Undo is not available: this game&apos;s rules allow no undo.</source>
        <translation>Rückgängig ist nicht möglich: die Regeln dieser Partie erlauben kein Rückgängigmachen.</translation>
    </message>
    <message>
        <source>They apply until Tessera is closed. The disk may be full, or the folder not writable.</source>
        <translation>Sie gelten, bis Tessera geschlossen wird. Vielleicht ist der Datenträger voll oder der Ordner nicht beschreibbar.</translation>
    </message>
    <message>
        <source>The game is closed. Game &gt; New Game starts another.</source>
        <translation>Das Spiel ist geschlossen. Spiel &gt; Neues Spiel beginnt ein weiteres.</translation>
    </message>
    <message>
        <source>Stop &amp;Watching</source>
        <translation>&amp;Zuschauen beenden</translation>
    </message>
    <message>
        <source>&amp;Close Game</source>
        <translation>Spiel s&amp;chließen</translation>
    </message>
    <message>
        <source>Open in Replay &amp;Viewer</source>
        <translation>In der &amp;Wiedergabe öffnen</translation>
    </message>
    <message>
        <source>This game in the replay viewer (with no game, a saved one)</source>
        <translation>Dieses Spiel in der Wiedergabe (ohne Spiel ein gespeichertes)</translation>
    </message>
    <message>
        <source>Statistics problem</source>
        <translation>Statistikproblem</translation>
    </message>
    <message>
        <source>S&amp;tatistics...</source>
        <translation>Stat&amp;istik...</translation>
    </message>
    <message>
        <source>Scores, wins and points of every finished game, by player and computer level</source>
        <translation>Punkte, Siege und Wertungen jeder beendeten Partie, nach Spieler und Computerstufe</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <source>Lesson left. Game &gt; New Game starts a game.</source>
        <translation>Lektion verlassen. Spiel &gt; Neues Spiel beginnt ein Spiel.</translation>
    </message>
    <message>
        <source>&amp;Learn to Play</source>
        <translation>Spielen &amp;lernen</translation>
    </message>
    <message>
        <source>Cannot Start Lesson</source>
        <translation>Lektion kann nicht beginnen</translation>
    </message>
    <message>
        <source>The lesson “%1” could not be read.</source>
        <translation>Die Lektion „%1“ konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>Welcome to Tessera</source>
        <translation>Willkommen bei Tessera</translation>
    </message>
    <message>
        <source>New to this game? A short guided game teaches it on the board, one step at a time.</source>
        <translation>Neu in diesem Spiel? Eine kurze geführte Partie bringt es dir auf dem Spielfeld bei, Schritt für Schritt.</translation>
    </message>
    <message>
        <source>Help &gt; Learn to Play brings it back at any time.</source>
        <translation>Hilfe &gt; Spielen lernen holt sie jederzeit zurück.</translation>
    </message>
    <message>
        <source>Learn to Play</source>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <source>Not Now</source>
        <translation>Nicht jetzt</translation>
    </message>
    <message>
        <source>Open in Replay &amp;Viewer...</source>
        <translation>In der &amp;Wiedergabe öffnen...</translation>
    </message>
</context>
<context>
    <name>tessera::ui::NeutralFigures</name>
    <message>
        <source>The dragon</source>
        <translation>Der Drache</translation>
    </message>
    <message>
        <source>The fairy</source>
        <translation>Die Fee</translation>
    </message>
</context>
<context>
    <name>tessera::ui::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Tile sets</source>
        <translation>Kartensätze</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Start &amp;Game</source>
        <translation>Spiel &amp;starten</translation>
    </message>
    <message>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>Leave empty for a new shuffle. The same seed, players, rules and tile sets give the same game.</source>
        <translation>Leer lassen für neues Mischen. Derselbe Startwert mit denselben Spielern, Regeln und Kartensätzen ergibt dieselbe Partie.</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>Start&amp;wert:</translation>
    </message>
    <message>
        <source>&amp;Confirm each turn (Enter)</source>
        <translation>Jeden Zug bes&amp;tätigen (Enter)</translation>
    </message>
    <message>
        <source>Until you press Enter, you can take back the tile and the follower.</source>
        <translation>Bis du Enter drückst, kannst du die Karte und den Gefolgsmann zurücknehmen.</translation>
    </message>
    <message>
        <source>Each turn ends as soon as you choose a follower or none.</source>
        <translation>Jeder Zug endet, sobald du einen Gefolgsmann oder keinen wählst.</translation>
    </message>
    <message>
        <source>&lt;a href=&quot;%1&quot;&gt;%2&lt;/a&gt; – new to these tiles? A short guided game teaches them.</source>
        <translation>&lt;a href=&quot;%1&quot;&gt;%2&lt;/a&gt; – neu bei diesen Karten? Eine kurze geführte Partie bringt sie dir bei.</translation>
    </message>
</context>
<context>
    <name>tessera::ui::ParticipantsModel</name>
    <message>
        <source>Computer (%1)</source>
        <translation>Computer (%1)</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>Punkte im Schnitt</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Beste Punktzahl</translation>
    </message>
</context>
<context>
    <name>tessera::ui::PlayersEditor</name>
    <message>
        <source>&amp;Add player</source>
        <translation>Spieler hin&amp;zufügen</translation>
    </message>
    <message>
        <source>Only Inns &amp; Cathedrals brings a sixth player: choose its tile set, or remove a player.</source>
        <translation>Nur Wirtshäuser und Kathedralen bringt einen sechsten Spieler: wähle diesen Kartensatz oder entferne einen Spieler.</translation>
    </message>
    <message>
        <source>Player %1 needs a name.</source>
        <translation>Spieler %1 braucht einen Namen.</translation>
    </message>
    <message>
        <source>Two players are called “%1”: each player needs a different name.</source>
        <translation>Zwei Spieler heißen „%1“: jeder Spieler braucht einen anderen Namen.</translation>
    </message>
    <message>
        <source>%1 and %2 have the same colour: each player needs a different one.</source>
        <translation>%1 und %2 haben dieselbe Farbe: jeder Spieler braucht eine andere.</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Player &amp;%1:</source>
        <translation>Spieler &amp;%1:</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Name von Spieler %1</translation>
    </message>
    <message>
        <source>Colour of player %1</source>
        <translation>Farbe von Spieler %1</translation>
    </message>
    <message>
        <source>Remove player %1</source>
        <translation>Spieler %1 entfernen</translation>
    </message>
    <message>
        <source>Add a seat (up to %1 players; %2 with Inns &amp; Cathedrals)</source>
        <translation>Einen Platz hinzufügen (bis zu %1 Spieler; %2 mit Wirtshäuser und Kathedralen)</translation>
    </message>
    <message>
        <source>Add a seat (up to %1 players)</source>
        <translation>Einen Platz hinzufügen (bis zu %1 Spieler)</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>Computer: %1</translation>
    </message>
    <message>
        <source>Who plays seat %1</source>
        <translation>Wer auf Platz %1 spielt</translation>
    </message>
    <message>
        <source>A person at this computer, or a computer opponent and how strong it plays</source>
        <translation>Ein Mensch an diesem Computer oder ein Computergegner und wie stark er spielt</translation>
    </message>
</context>
<context>
    <name>tessera::ui::PlayersPanel</name>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
</context>
<context>
    <name>tessera::ui::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <source>&amp;Confirm each turn</source>
        <translation>Jeden Zug &amp;bestätigen</translation>
    </message>
    <message>
        <source>Mark each player&apos;s figures with a &amp;symbol</source>
        <translation>Figuren jedes Spielers mit einem S&amp;ymbol kennzeichnen</translation>
    </message>
    <message>
        <source>&amp;Dark mode</source>
        <translation>&amp;Dunkler Modus</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Each turn waits until you confirm it, so that you can take back the tile and the follower.</source>
        <translation>Jeder Zug wartet, bis du ihn bestätigst, damit du die Karte und den Gefolgsmann zurücknehmen kannst.</translation>
    </message>
    <message>
        <source>Figures then differ by shape as well as by colour.</source>
        <translation>Figuren unterscheiden sich dann durch Form wie durch Farbe.</translation>
    </message>
    <message>
        <source>Interface &amp;size:</source>
        <translation>Oberflächen&amp;größe:</translation>
    </message>
    <message>
        <source>Takes effect the next time Tessera starts.</source>
        <translation>Gilt ab dem nächsten Start von Tessera.</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Systemvorgabe</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>S&amp;prache:</translation>
    </message>
    <message>
        <source>&amp;Animation pace:</source>
        <translation>&amp;Animationstempo:</translation>
    </message>
    <message>
        <source>How long the board shows each scored feature, and how long a computer player&apos;s move takes, so that you can follow it. Any key or click finishes the final scoring at once.</source>
        <translation>Wie lange das Spielfeld jedes gewertete Gebiet zeigt und wie lange der Zug eines Computerspielers dauert, damit du ihm folgen kannst. Eine beliebige Taste oder ein Klick beendet die Schlusswertung sofort.</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>Anzeige</translation>
    </message>
</context>
<context>
    <name>tessera::ui::ProblemList</name>
    <message>
        <source>Problems of the tile set</source>
        <translation>Probleme des Kartensatzes</translation>
    </message>
    <message>
        <source>No problems: the set can be saved and played.</source>
        <translation>Keine Probleme: der Satz kann gespeichert und gespielt werden.</translation>
    </message>
    <message>
        <source>No problems, but nothing to play yet: every tile besides the start tile has count 0.</source>
        <translation>Keine Probleme, aber noch nichts zu spielen: Jede Karte außer der Startkarte hat die Anzahl 0.</translation>
    </message>
</context>
<context>
    <name>tessera::ui::RecentFiles</name>
    <message>
        <source>Tessera games (*.tessera *.json);;JCloisterZone games (*.jcz);;All files (*)</source>
        <translation>Tessera-Partien (*.tessera *.json);;JCloisterZone-Partien (*.jcz);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>tessera::ui::ReplayWindow</name>
    <message>
        <source>Replay Viewer</source>
        <translation>Wiedergabe</translation>
    </message>
    <message>
        <source>Open a game to replay it: File &gt; Open, or drop its file here.</source>
        <translation>Öffne eine Partie, um sie wiederzugeben: Datei &gt; Öffnen, oder ziehe ihre Datei hierher.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>Ö&amp;ffnen...</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Export Position...</source>
        <translation>Stellung e&amp;xportieren...</translation>
    </message>
    <message>
        <source>Export &amp;Frames...</source>
        <translation>&amp;Bilder exportieren...</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Wiedergabe</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Abspielen</translation>
    </message>
    <message>
        <source>&amp;Next Decision</source>
        <translation>&amp;Nächste Entscheidung</translation>
    </message>
    <message>
        <source>P&amp;revious Decision</source>
        <translation>&amp;Vorige Entscheidung</translation>
    </message>
    <message>
        <source>Next R&amp;ound</source>
        <translation>Nächste &amp;Runde</translation>
    </message>
    <message>
        <source>Previous Ro&amp;und</source>
        <translation>Vorige Run&amp;de</translation>
    </message>
    <message>
        <source>&amp;First Turn</source>
        <translation>&amp;Erster Zug</translation>
    </message>
    <message>
        <source>&amp;Last Turn</source>
        <translation>&amp;Letzter Zug</translation>
    </message>
    <message>
        <source>Next &amp;Scoring</source>
        <translation>Nächste &amp;Wertung</translation>
    </message>
    <message>
        <source>Previous S&amp;coring</source>
        <translation>Vorige Wer&amp;tung</translation>
    </message>
    <message>
        <source>&amp;Continue from Here</source>
        <translation>Von &amp;hier weiterspielen</translation>
    </message>
    <message>
        <source>Start a new game from this position, with the same players and options</source>
        <translation>Eine neue Partie ab dieser Stellung beginnen, mit denselben Spielern und Optionen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Vergrößern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Fit Board</source>
        <translation>Spielfeld ein&amp;passen</translation>
    </message>
    <message>
        <source>Autoplay: seconds per turn</source>
        <translation>Automatisch abspielen: Sekunden pro Zug</translation>
    </message>
    <message>
        <source>%1 s per turn</source>
        <translation>%1 s pro Zug</translation>
    </message>
    <message>
        <source>This Turn</source>
        <translation>Dieser Zug</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>It breaks at turn %1: %2</source>
        <translation>Sie bricht bei Zug %1 ab: %2</translation>
    </message>
    <message>
        <source>It breaks here: %1</source>
        <translation>Sie bricht hier ab: %1</translation>
    </message>
    <message numerus="yes">
        <source>“%1” is damaged; its first %n turns are shown.</source>
        <translation>
            <numerusform>„%1“ ist beschädigt; nur %n Zug wird gezeigt.</numerusform>
            <numerusform>„%1“ ist beschädigt; nur die ersten %n Züge werden gezeigt.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 – Replay Viewer</source>
        <translation>%1 – Wiedergabe</translation>
    </message>
    <message numerus="yes">
        <source>Opened %1: %n turns</source>
        <translation>
            <numerusform>%1 geöffnet: %n Zug</numerusform>
            <numerusform>%1 geöffnet: %n Züge</numerusform>
        </translation>
    </message>
    <message>
        <source>Every player</source>
        <translation>Alle Spieler</translation>
    </message>
    <message>
        <source>%1 by category</source>
        <translation>%1 nach Kategorie</translation>
    </message>
    <message>
        <source>Turn %1 of %2, step %3</source>
        <translation>Zug %1 von %2, Schritt %3</translation>
    </message>
    <message>
        <source>Turn %1 of %2</source>
        <translation>Zug %1 von %2</translation>
    </message>
    <message>
        <source>No points scored yet this turn.</source>
        <translation>In diesem Zug noch keine Punkte.</translation>
    </message>
    <message>
        <source>No points scored this turn.</source>
        <translation>In diesem Zug keine Punkte.</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>Open Game to Replay</source>
        <translation>Partie zum Wiedergeben öffnen</translation>
    </message>
    <message>
        <source>No game is shown.</source>
        <translation>Es wird keine Partie gezeigt.</translation>
    </message>
    <message>
        <source>Writing frames...</source>
        <translation>Bilder werden geschrieben...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Export Position</source>
        <translation>Stellung exportieren</translation>
    </message>
    <message>
        <source>turn-%1.png</source>
        <translation>zug-%1.png</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG-Bild (*.png);;SVG-Zeichnung (*.svg)</translation>
    </message>
    <message>
        <source>Cannot Export Position</source>
        <translation>Stellung kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>The position could not be written to “%1”.</source>
        <translation>Die Stellung konnte nicht nach „%1“ geschrieben werden.</translation>
    </message>
    <message>
        <source>Exported turn %1 to %2</source>
        <translation>Zug %1 nach %2 exportiert</translation>
    </message>
    <message>
        <source>Export Frames to Folder</source>
        <translation>Bilder in einen Ordner exportieren</translation>
    </message>
    <message>
        <source>Cannot Export Frames</source>
        <translation>Bilder können nicht exportiert werden</translation>
    </message>
    <message>
        <source>The frames could not be written to “%1”.</source>
        <translation>Die Bilder konnten nicht nach „%1“ geschrieben werden.</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n frames to %1</source>
        <translation>
            <numerusform>%n Bild nach %1 geschrieben</numerusform>
            <numerusform>%n Bilder nach %1 geschrieben</numerusform>
        </translation>
    </message>
    <message>
        <source>Export of the frames cancelled: none were kept.</source>
        <translation>Export der Bilder abgebrochen: Keines wurde behalten.</translation>
    </message>
    <message>
        <source>Fit &amp;Each Turn</source>
        <translation>&amp;Jeden Zug einpassen</translation>
    </message>
    <message>
        <source>Fit the board as it is at each step; zooming or scrolling stops it</source>
        <translation>Das Spielfeld bei jedem Schritt so einpassen, wie es gerade ist; Zoomen oder Scrollen beendet das</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message numerus="yes">
        <source>The game being played: %n turns</source>
        <translation>
            <numerusform>Das laufende Spiel: %n Zug</numerusform>
            <numerusform>Das laufende Spiel: %n Züge</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Save Analysis</source>
        <translation>Analyse spei&amp;chern</translation>
    </message>
    <message>
        <source>Keep the analysis with the game, in its log</source>
        <translation>Die Analyse mit der Partie in ihrem Protokoll aufbewahren</translation>
    </message>
    <message>
        <source>&amp;Analyse Game</source>
        <translation>Partie analys&amp;ieren</translation>
    </message>
    <message>
        <source>Let the computer review every decision of the game</source>
        <translation>Den Computer jede Entscheidung der Partie prüfen lassen</translation>
    </message>
    <message>
        <source>Cancel Anal&amp;ysis</source>
        <translation>Anal&amp;yse abbrechen</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message numerus="yes">
        <source>Analysing the game on %n cores...</source>
        <translation>
            <numerusform>Die Partie wird auf %n Kern analysiert...</numerusform>
            <numerusform>Die Partie wird auf %n Kernen analysiert...</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is analysed: File &gt; Save Analysis keeps it.</source>
        <translation>Die Partie ist analysiert: Datei &gt; Analyse speichern bewahrt sie auf.</translation>
    </message>
    <message>
        <source>Analysis cancelled: nothing was kept.</source>
        <translation>Analyse abgebrochen: nichts wurde behalten.</translation>
    </message>
    <message>
        <source>Not analysed yet.</source>
        <translation>Noch nicht analysiert.</translation>
    </message>
    <message>
        <source>game.tessera</source>
        <translation>partie.tessera</translation>
    </message>
    <message>
        <source>Save Analysis</source>
        <translation>Analyse speichern</translation>
    </message>
    <message>
        <source>Tessera games (*.tessera *.json)</source>
        <translation>Tessera-Partien (*.tessera *.json)</translation>
    </message>
    <message>
        <source>Cannot Save Analysis</source>
        <translation>Analyse kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>The game and its analysis could not be written to “%1”.</source>
        <translation>Die Partie und ihre Analyse konnten nicht nach „%1“ geschrieben werden.</translation>
    </message>
    <message>
        <source>Saved the game with its analysis to %1</source>
        <translation>Die Partie mit ihrer Analyse wurde nach %1 gespeichert</translation>
    </message>
    <message>
        <source>Analysis Not Saved</source>
        <translation>Analyse nicht gespeichert</translation>
    </message>
    <message>
        <source>The analysis of this game has not been saved. Save it with the game before leaving it?</source>
        <translation>Die Analyse dieser Partie wurde nicht gespeichert. Vor dem Verlassen mit der Partie speichern?</translation>
    </message>
    <message>
        <source>Analysed by Hard.</source>
        <translation>Von „Schwer“ analysiert.</translation>
    </message>
    <message>
        <source>Analysed by Hard at %1 s a decision.</source>
        <translation>Von „Schwer“ analysiert, %1 s je Entscheidung.</translation>
    </message>
    <message numerus="yes">
        <source>Analysed by Hard at %n simulations a decision.</source>
        <translation>
            <numerusform>Von „Schwer“ analysiert, %n Simulation je Entscheidung.</numerusform>
            <numerusform>Von „Schwer“ analysiert, %n Simulationen je Entscheidung.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not saved yet.</source>
        <translation>Noch nicht gespeichert.</translation>
    </message>
</context>
<context>
    <name>tessera::ui::ResultsDialog</name>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <source>Nothing was taken back.</source>
        <translation>Nichts wurde zurückgenommen.</translation>
    </message>
    <message numerus="yes">
        <source>%n moves were taken back.</source>
        <translation>
            <numerusform>%n Zug wurde zurückgenommen.</numerusform>
            <numerusform>%n Züge wurden zurückgenommen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2), winner</source>
        <translation>%1 (%2), Sieger</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>tessera::ui::RotationsView</name>
    <message>
        <source>The tile turned and beside neighbours</source>
        <translation>Die Karte gedreht und neben Nachbarkarten</translation>
    </message>
    <message>
        <source>The tile in its four rotations, and beside tiles of the set that fit it. Click for other neighbours.</source>
        <translation>Die Karte in ihren vier Drehungen und neben passenden Karten des Satzes. Klicke für andere Nachbarn.</translation>
    </message>
    <message>
        <source>nothing fits</source>
        <translation>nichts passt</translation>
    </message>
</context>
<context>
    <name>tessera::ui::RuleOptionsWidget</name>
    <message>
        <source>Farm scoring</source>
        <translation>Wiesenwertung</translation>
    </message>
    <message>
        <source>Each farm scores 3 points for every completed city it borders.</source>
        <translation>Jede Wiese bringt 3 Punkte für jede fertige Stadt, an die sie grenzt.</translation>
    </message>
    <message>
        <source>Thi&amp;rd edition</source>
        <translation>&amp;Dritte Edition</translation>
    </message>
    <message>
        <source>Farm scoring: third edition</source>
        <translation>Wiesenwertung: dritte Edition</translation>
    </message>
    <message>
        <source>City by city: the players with the most farmers around each completed city score it once.</source>
        <translation>Stadt für Stadt: die Spieler mit den meisten Bauern um jede fertige Stadt werten sie einmal.</translation>
    </message>
    <message>
        <source>&amp;First edition</source>
        <translation>&amp;Erste Edition</translation>
    </message>
    <message>
        <source>Farm scoring: first edition</source>
        <translation>Wiesenwertung: erste Edition</translation>
    </message>
    <message>
        <source>&amp;Points per city:</source>
        <translation>&amp;Punkte pro Stadt:</translation>
    </message>
    <message>
        <source>4 points</source>
        <translation>4 Punkte</translation>
    </message>
    <message>
        <source>3 points</source>
        <translation>3 Punkte</translation>
    </message>
    <message>
        <source>First edition points per city</source>
        <translation>Punkte pro Stadt in der ersten Edition</translation>
    </message>
    <message>
        <source>A completed city of only two tiles scores 2 points instead of 4.</source>
        <translation>Eine fertige Stadt aus nur zwei Karten bringt 2 Punkte statt 4.</translation>
    </message>
    <message>
        <source>T&amp;iny city</source>
        <translation>&amp;Kleine Stadt</translation>
    </message>
    <message>
        <source>Tiles in &amp;hand:</source>
        <translation>Karten auf der &amp;Hand:</translation>
    </message>
    <message>
        <source>1 tile</source>
        <translation>1 Karte</translation>
    </message>
    <message>
        <source>3 tiles</source>
        <translation>3 Karten</translation>
    </message>
    <message>
        <source>Tiles in hand</source>
        <translation>Karten auf der Hand</translation>
    </message>
    <message>
        <source>With 3, each player holds three tiles and chooses which one to play.</source>
        <translation>Bei 3 hält jeder Spieler drei Karten und wählt, welche er spielt.</translation>
    </message>
    <message>
        <source>&amp;Undo:</source>
        <translation>&amp;Rückgängig:</translation>
    </message>
    <message>
        <source>Any turn</source>
        <translation>Jeder Zug</translation>
    </message>
    <message>
        <source>Only the turn being played</source>
        <translation>Nur der laufende Zug</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Nie</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>How far players may take back what they did. The results say how often they did.</source>
        <translation>Wie weit Spieler zurücknehmen dürfen, was sie getan haben. Die Ergebnisse sagen, wie oft sie es taten.</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Figuren</translation>
    </message>
    <message>
        <source>Followers may lie in fields as farmers, and farms score at the end. Off: no farmers and no farm scoring.</source>
        <translation>Gefolgsleute dürfen als Bauern auf Wiesen liegen, und Wiesen werden am Ende gewertet. Aus: keine Bauern und keine Wiesenwertung.</translation>
    </message>
    <message>
        <source>Far&amp;mers</source>
        <translation>&amp;Bauern</translation>
    </message>
    <message>
        <source>Inns &amp; Cathedrals: each player also has a large follower, which counts twice.</source>
        <translation>Wirtshäuser und Kathedralen: jeder Spieler hat außerdem einen großen Gefolgsmann, der doppelt zählt.</translation>
    </message>
    <message>
        <source>&amp;Large follower</source>
        <translation>&amp;Großer Gefolgsmann</translation>
    </message>
    <message>
        <source>Traders &amp; Builders: a builder for bonus tiles and a pig for richer farms.</source>
        <translation>Händler und Baumeister: ein Baumeister für Bonuskarten und ein Schwein für reichere Wiesen.</translation>
    </message>
    <message>
        <source>&amp;Builder and pig</source>
        <translation>Bau&amp;meister und Schwein</translation>
    </message>
    <message>
        <source>The Princess &amp; the Dragon: the fairy, moved beside a follower instead of deploying, scores 1 each turn and 3 with its feature.</source>
        <translation>Burgfräulein und Drache: die Fee, statt einzusetzen neben einen Gefolgsmann gestellt, bringt 1 pro Zug und 3 mit dessen Gebiet.</translation>
    </message>
    <message>
        <source>Fair&amp;y</source>
        <translation>&amp;Fee</translation>
    </message>
    <message>
        <source>&amp;Dragon flies:</source>
        <translation>Drache f&amp;liegt:</translation>
    </message>
    <message>
        <source>After the scoring</source>
        <translation>Nach der Wertung</translation>
    </message>
    <message>
        <source>Before the scoring</source>
        <translation>Vor der Wertung</translation>
    </message>
    <message>
        <source>Dragon flies</source>
        <translation>Drache fliegt</translation>
    </message>
    <message>
        <source>The Princess &amp; the Dragon: when a dragon tile&apos;s turn moves the dragon, after the turn&apos;s features are scored or before (as in the newer rule sheet).</source>
        <translation>Burgfräulein und Drache: wann der Zug einer Drachenkarte den Drachen bewegt, nach der Wertung der Gebiete des Zuges oder davor (wie in der neueren Spielregel).</translation>
    </message>
</context>
<context>
    <name>tessera::ui::ScoreChart</name>
    <message>
        <source>Points by category, as bars</source>
        <translation>Punkte nach Kategorie, als Balken</translation>
    </message>
    <message>
        <source>Roads</source>
        <translation>Straßen</translation>
    </message>
    <message>
        <source>Cities</source>
        <translation>Städte</translation>
    </message>
    <message>
        <source>Cloisters</source>
        <translation>Klöster</translation>
    </message>
    <message>
        <source>Farms</source>
        <translation>Wiesen</translation>
    </message>
    <message>
        <source>Goods</source>
        <translation>Waren</translation>
    </message>
    <message>
        <source>Fairy</source>
        <translation>Fee</translation>
    </message>
    <message numerus="yes">
        <source>%1, %2: %n points</source>
        <translation>
            <numerusform>%1, %2: %n Punkt</numerusform>
            <numerusform>%1, %2: %n Punkte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tessera::ui::ScoreGraph</name>
    <message>
        <source>Scores over the game</source>
        <translation>Punktestand im Lauf der Partie</translation>
    </message>
</context>
<context>
    <name>tessera::ui::ScoreHistoryChart</name>
    <message>
        <source>Scores over time</source>
        <translation>Punkte im Lauf der Zeit</translation>
    </message>
</context>
<context>
    <name>tessera::ui::ScoringLog</name>
    <message>
        <source>Scoring log</source>
        <translation>Wertungsprotokoll</translation>
    </message>
    <message>
        <source>Click an entry to see its feature on the board.</source>
        <translation>Klicke auf einen Eintrag, um sein Gebiet auf dem Spielfeld zu sehen.</translation>
    </message>
</context>
<context>
    <name>tessera::ui::SetSummary</name>
    <message>
        <source>Summary of the tile set</source>
        <translation>Übersicht des Kartensatzes</translation>
    </message>
    <message>
        <source>Tile types: %1. Tiles in all: %2.</source>
        <translation>Kartenarten: %1. Karten insgesamt: %2.</translation>
    </message>
    <message>
        <source>Cities</source>
        <translation>Städte</translation>
    </message>
    <message>
        <source>Roads</source>
        <translation>Straßen</translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>Wiesen</translation>
    </message>
    <message>
        <source>Cloisters</source>
        <translation>Klöster</translation>
    </message>
    <message>
        <source>Rivers</source>
        <translation>Flüsse</translation>
    </message>
    <message>
        <source>Pennants</source>
        <translation>Wappen</translation>
    </message>
    <message>
        <source>Inns</source>
        <translation>Wirtshäuser</translation>
    </message>
    <message>
        <source>Cathedrals</source>
        <translation>Kathedralen</translation>
    </message>
    <message>
        <source>Princesses</source>
        <translation>Burgfräulein</translation>
    </message>
    <message>
        <source>Goods</source>
        <translation>Waren</translation>
    </message>
    <message>
        <source>Volcanoes</source>
        <translation>Vulkane</translation>
    </message>
    <message>
        <source>Dragons</source>
        <translation>Drachen</translation>
    </message>
    <message>
        <source>Magic portals</source>
        <translation>Magische Tore</translation>
    </message>
    <message>
        <source>Edge patterns</source>
        <translation>Kantenmuster</translation>
    </message>
    <message>
        <source>(N E S W, any rotation)</source>
        <translation>(N O S W, jede Drehung)</translation>
    </message>
    <message>
        <source>Surroundings no tile fits</source>
        <translation>Umgebungen, in die keine Karte passt</translation>
    </message>
    <message>
        <source>none: every hole can be filled.</source>
        <translation>keine: jede Lücke kann gefüllt werden.</translation>
    </message>
    <message>
        <source>%1 of %2 quick random games did not end: the set cannot finish a game.</source>
        <translation>%1 von %2 schnellen Zufallspartien endeten nicht: der Satz kann keine Partie beenden.</translation>
    </message>
    <message>
        <source>In quick random games %1 of %2 tiles on average fit nowhere and were discarded: the set may not make a good game.</source>
        <translation>In schnellen Zufallspartien passten im Schnitt %1 von %2 Karten nirgends und wurden abgelegt: der Satz ergibt womöglich keine gute Partie.</translation>
    </message>
    <message>
        <source>Quick simulation</source>
        <translation>Schnelle Simulation</translation>
    </message>
    <message>
        <source>Random games played to the end: %1.</source>
        <translation>Bis zum Ende gespielte Zufallspartien: %1.</translation>
    </message>
</context>
<context>
    <name>tessera::ui::StatisticsWindow</name>
    <message>
        <source>Statistics — Tessera</source>
        <translation>Statistik — Tessera</translation>
    </message>
    <message>
        <source>&amp;Tile sets:</source>
        <translation>&amp;Kartensätze:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <source>Games (double-click or Enter: watch in the replay viewer)</source>
        <translation>Partien (Doppelklick oder Eingabetaste: in der Wiedergabe ansehen)</translation>
    </message>
    <message>
        <source>&amp;Add Folder of Games...</source>
        <translation>&amp;Ordner mit Partien hinzufügen...</translation>
    </message>
    <message>
        <source>Count the finished games of a folder: Tessera game logs and JCloisterZone games</source>
        <translation>Die beendeten Partien eines Ordners zählen: Tessera-Partieprotokolle und JCloisterZone-Partien</translation>
    </message>
    <message>
        <source>E&amp;xport as CSV...</source>
        <translation>Als CSV e&amp;xportieren...</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <source>The folder “%1” cannot be created.</source>
        <translation>Der Ordner „%1“ kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Cannot Open Game</source>
        <translation>Partie kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>The game could not be prepared for the replay viewer.</source>
        <translation>Die Partie konnte nicht für die Wiedergabe vorbereitet werden.</translation>
    </message>
    <message>
        <source>The statistics keep no log of this game.</source>
        <translation>Die Statistik bewahrt kein Protokoll dieser Partie auf.</translation>
    </message>
    <message>
        <source>Its file “%1” is no longer there.</source>
        <translation>Ihre Datei „%1“ ist nicht mehr da.</translation>
    </message>
    <message>
        <source>Adding the games of “%1”…</source>
        <translation>Die Partien aus „%1“ werden hinzugefügt…</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>Add Folder of Games</source>
        <translation>Ordner mit Partien hinzufügen</translation>
    </message>
    <message>
        <source>The folder holds no saved games (.tessera, .json or .jcz files).</source>
        <translation>Der Ordner enthält keine gespeicherten Partien (.tessera-, .json- oder .jcz-Dateien).</translation>
    </message>
    <message numerus="yes">
        <source>%n games added.</source>
        <translation>
            <numerusform>%n Partie hinzugefügt.</numerusform>
            <numerusform>%n Partien hinzugefügt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n games counted again with another ending.</source>
        <translation>
            <numerusform>%n Partie mit anderem Ausgang neu gezählt.</numerusform>
            <numerusform>%n Partien mit anderem Ausgang neu gezählt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n games were counted already.</source>
        <translation>
            <numerusform>%n Partie war schon gezählt.</numerusform>
            <numerusform>%n Partien waren schon gezählt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %n files.</source>
        <translation>
            <numerusform>Nach %n Datei angehalten.</numerusform>
            <numerusform>Nach %n Dateien angehalten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Games Added</source>
        <translation>Partien hinzugefügt</translation>
    </message>
    <message numerus="yes">
        <source>%n files could not be counted (Show Details...).</source>
        <translation>
            <numerusform>%n Datei konnte nicht gezählt werden (Details anzeigen...).</numerusform>
            <numerusform>%n Dateien konnten nicht gezählt werden (Details anzeigen...).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Export Statistics</source>
        <translation>Statistik exportieren</translation>
    </message>
    <message>
        <source>statistics.csv</source>
        <translation>statistik.csv</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>CSV-Tabelle (*.csv)</translation>
    </message>
    <message>
        <source>Cannot Export Statistics</source>
        <translation>Statistik kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>The table could not be written to “%1”.</source>
        <translation>Die Tabelle konnte nicht nach „%1“ geschrieben werden.</translation>
    </message>
    <message>
        <source>Game.tessera</source>
        <translation>Partie.tessera</translation>
    </message>
    <message>
        <source>Game of %1.tessera</source>
        <translation>Partie vom %1.tessera</translation>
    </message>
    <message>
        <source>Details: %1</source>
        <translation>Details: %1</translation>
    </message>
    <message>
        <source>Choose players in the table to see their scores.</source>
        <translation>Wähle Spieler in der Tabelle, um ihre Punkte zu sehen.</translation>
    </message>
    <message>
        <source>No games counted yet. Every game finished in Tessera counts here; Add Folder of Games... counts the games of a folder (Tessera&apos;s and JCloisterZone&apos;s).</source>
        <translation>Noch keine Partien gezählt. Jede in Tessera beendete Partie zählt hier; „Ordner mit Partien hinzufügen...“ zählt die Partien eines Ordners (von Tessera und JCloisterZone).</translation>
    </message>
    <message>
        <source>No games with these tile sets and players.</source>
        <translation>Keine Partien mit diesen Kartensätzen und Spielerzahlen.</translation>
    </message>
</context>
<context>
    <name>tessera::ui::TileCanvas</name>
    <message>
        <source>Tile canvas</source>
        <translation>Kartenfläche</translation>
    </message>
    <message>
        <source>Click a tab outside the tile to change the edge; click a part to select its feature; drag from part to part (or Ctrl+click) to connect or split features.</source>
        <translation>Klicke auf einen Reiter außerhalb der Karte, um die Kante zu ändern; klicke auf einen Teil, um sein Gebiet zu wählen; ziehe von Teil zu Teil (oder Strg+Klick), um Gebiete zu verbinden oder zu teilen.</translation>
    </message>
    <message>
        <source>No tile selected</source>
        <translation>Keine Karte gewählt</translation>
    </message>
    <message>
        <source>A built-in set is not edited: save a copy to change it.</source>
        <translation>Ein eingebauter Satz wird nicht bearbeitet: speichere eine Kopie, um ihn zu ändern.</translation>
    </message>
    <message>
        <source>A field part and a road, city or river part do not connect.</source>
        <translation>Ein Wiesenteil und ein Straßen-, Stadt- oder Flussteil verbinden sich nicht.</translation>
    </message>
    <message>
        <source>Only features of the same kind connect.</source>
        <translation>Nur Gebiete derselben Art verbinden sich.</translation>
    </message>
    <message>
        <source>Connected.</source>
        <translation>Verbunden.</translation>
    </message>
    <message>
        <source>Split off.</source>
        <translation>Abgetrennt.</translation>
    </message>
</context>
<context>
    <name>tessera::ui::TileGrid</name>
    <message>
        <source>S</source>
        <comment>start tile badge</comment>
        <translation>S</translation>
    </message>
    <message>
        <source>Tiles of the set</source>
        <translation>Karten des Satzes</translation>
    </message>
</context>
<context>
    <name>tessera::ui::TileInspector</name>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>wine</source>
        <translation>Wein</translation>
    </message>
    <message>
        <source>grain</source>
        <translation>Getreide</translation>
    </message>
    <message>
        <source>cloth</source>
        <translation>Tuch</translation>
    </message>
    <message>
        <source>(none: an expansion)</source>
        <translation>(keine: eine Erweiterung)</translation>
    </message>
    <message>
        <source>Click a part of the tile to select its feature.</source>
        <translation>Klicke auf einen Teil der Karte, um sein Gebiet zu wählen.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>City %1</source>
        <translation>Stadt %1</translation>
    </message>
    <message>
        <source>No editable tile is selected.</source>
        <translation>Keine bearbeitbare Karte gewählt.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: the picture cannot be drawn (not SVG that Qt understands).</source>
        <translation>%1: das Bild kann nicht gezeichnet werden (kein SVG, das Qt versteht).</translation>
    </message>
    <message>
        <source>Tile Art</source>
        <translation>Kartengrafik</translation>
    </message>
    <message>
        <source>SVG pictures (*.svg)</source>
        <translation>SVG-Bilder (*.svg)</translation>
    </message>
</context>
<context>
    <name>tessera::ui::TileListPanel</name>
    <message>
        <source>Filter: id, name, edges (CRFR), flag</source>
        <translation>Filter: ID, Name, Kanten (CRFR), Merkmal</translation>
    </message>
    <message>
        <source>Filter the tiles</source>
        <translation>Karten filtern</translation>
    </message>
    <message>
        <source>Order of the tiles</source>
        <translation>Reihenfolge der Karten</translation>
    </message>
    <message>
        <source>In set order</source>
        <translation>In Satzreihenfolge</translation>
    </message>
    <message>
        <source>By id</source>
        <translation>Nach ID</translation>
    </message>
    <message>
        <source>Most copies first</source>
        <translation>Meiste Exemplare zuerst</translation>
    </message>
    <message>
        <source>By edges</source>
        <translation>Nach Kanten</translation>
    </message>
</context>
<context>
    <name>tessera::ui::TileSetChooser</name>
    <message numerus="yes">
        <source>%1 (%n tiles)</source>
        <translation>
            <numerusform>%1 (%n Karte)</numerusform>
            <numerusform>%1 (%n Karten)</numerusform>
        </translation>
    </message>
    <message>
        <source>Tile set %1</source>
        <translation>Kartensatz %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n tiles, from the editor)</source>
        <translation>
            <numerusform>%1 (%n Karte, aus dem Editor)</numerusform>
            <numerusform>%1 (%n Karten, aus dem Editor)</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose at least one tile set with a start tile, such as the base game.</source>
        <translation>Wähle mindestens einen Kartensatz mit einer Startkarte, etwa das Grundspiel.</translation>
    </message>
</context>
<context>
    <name>tessera::ui::TileSetEditor</name>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>Undo history</source>
        <translation>Bearbeitungsverlauf</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>Rotations and Neighbours</source>
        <translation>Drehungen und Nachbarn</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New Tile Set</source>
        <translation>&amp;Neuer Kartensatz</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>Ö&amp;ffnen...</translation>
    </message>
    <message>
        <source>Open &amp;Built-in Set</source>
        <translation>&amp;Eingebauten Satz öffnen</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Speichern &amp;unter...</translation>
    </message>
    <message>
        <source>&amp;Play with This Tile Set...</source>
        <translation>Mit diesem Satz s&amp;pielen...</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>New &amp;Tile</source>
        <translation>Neue Kar&amp;te</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Einfügen</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>D&amp;uplizieren</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>%1 (built-in, read-only)</source>
        <translation>%1 (eingebaut, schreibgeschützt)</translation>
    </message>
    <message>
        <source>%1[*] - Tile Set Editor</source>
        <translation>%1[*] - Kartensatz-Editor</translation>
    </message>
    <message>
        <source>&amp;Save a Copy...</source>
        <translation>&amp;Kopie speichern...</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>The tile set &quot;%1&quot; has changes that are not saved. Save them?</source>
        <translation>Der Kartensatz „%1“ hat ungespeicherte Änderungen. Speichern?</translation>
    </message>
    <message>
        <source>A new tile set with one plain start tile.</source>
        <translation>Ein neuer Kartensatz mit einer schlichten Startkarte.</translation>
    </message>
    <message>
        <source>Open Tile Set</source>
        <translation>Kartensatz öffnen</translation>
    </message>
    <message>
        <source>Tile sets (*.json);;All files (*)</source>
        <translation>Kartensätze (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot open the tile set</source>
        <translation>Der Kartensatz kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>%1 geöffnet.</translation>
    </message>
    <message>
        <source>The built-in set %1 is read-only: &quot;Save a Copy&quot; to change it.</source>
        <translation>Der eingebaute Satz %1 ist schreibgeschützt: „Kopie speichern“, um ihn zu ändern.</translation>
    </message>
    <message>
        <source>Save a Copy</source>
        <translation>Kopie speichern</translation>
    </message>
    <message>
        <source>Save Tile Set As</source>
        <translation>Kartensatz speichern unter</translation>
    </message>
    <message>
        <source>Tile sets (*.json)</source>
        <translation>Kartensätze (*.json)</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Nicht gespeichert</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 gespeichert.</translation>
    </message>
    <message>
        <source>New tile</source>
        <translation>Neue Karte</translation>
    </message>
    <message numerus="yes">
        <source>Copied %n tiles.</source>
        <translation>
            <numerusform>%n Karte kopiert.</numerusform>
            <numerusform>%n Karten kopiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>the clipboard</source>
        <translation>die Zwischenablage</translation>
    </message>
    <message>
        <source>The clipboard holds no tiles.</source>
        <translation>Die Zwischenablage enthält keine Karten.</translation>
    </message>
    <message numerus="yes">
        <source>Paste %n tiles</source>
        <translation>
            <numerusform>%n Karte einfügen</numerusform>
            <numerusform>%n Karten einfügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Duplicate %n tiles</source>
        <translation>
            <numerusform>%n Karte duplizieren</numerusform>
            <numerusform>%n Karten duplizieren</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot play</source>
        <translation>Spielen nicht möglich</translation>
    </message>
    <message>
        <source>The tile set has problems; the list shows them.</source>
        <translation>Der Kartensatz hat Probleme; die Liste zeigt sie.</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederholen: %1</translation>
    </message>
    <message>
        <source>As opened</source>
        <translation>Zustand beim Öffnen</translation>
    </message>
    <message>
        <source>New tile set</source>
        <translation>Neuer Kartensatz</translation>
    </message>
    <message>
        <source>%1 does not exist yet: a new tile set, which Save writes there.</source>
        <translation>%1 gibt es noch nicht: ein neuer Kartensatz, den Speichern dorthin schreibt.</translation>
    </message>
    <message>
        <source>Every tile besides the start tile has count 0: there is nothing to draw.</source>
        <translation>Jede Karte außer der Startkarte hat die Anzahl 0: Es gibt nichts zu ziehen.</translation>
    </message>
</context>
<context>
    <name>tessera::ui::TilesLeftPanel</name>
    <message>
        <source>Tiles left</source>
        <translation>Übrige Karten</translation>
    </message>
    <message>
        <source>The tiles still in the pile, and on how many open positions each would fit now</source>
        <translation>Die Karten, die noch im Stapel sind, und an wie viele offene Stellen jede jetzt passen würde</translation>
    </message>
</context>
<context>
    <name>tessera::ui::TurnGraph</name>
    <message>
        <source>turn 0</source>
        <translation>Zug 0</translation>
    </message>
    <message>
        <source>turn %1</source>
        <translation>Zug %1</translation>
    </message>
</context>
<context>
    <name>tessera::ui::TurnPanel</name>
    <message>
        <source>This turn&apos;s first tile</source>
        <translation>Erste Karte dieses Zuges</translation>
    </message>
    <message>
        <source>The tile you placed first in this turn</source>
        <translation>Die Karte, die du in diesem Zug zuerst angelegt hast</translation>
    </message>
    <message>
        <source>Tile in hand</source>
        <translation>Karte auf der Hand</translation>
    </message>
    <message>
        <source>&amp;Rotate</source>
        <translation>&amp;Drehen</translation>
    </message>
    <message>
        <source>&amp;No follower</source>
        <translation>&amp;Kein Gefolgsmann</translation>
    </message>
    <message>
        <source>End the turn without deploying a follower (Space)</source>
        <translation>Den Zug beenden, ohne einen Gefolgsmann einzusetzen (Leertaste)</translation>
    </message>
    <message>
        <source>&amp;Take back</source>
        <translation>Zu&amp;rücknehmen</translation>
    </message>
    <message>
        <source>Pick the tile up again (Backspace)</source>
        <translation>Die Karte wieder aufnehmen (Rücktaste)</translation>
    </message>
    <message>
        <source>&amp;Confirm turn</source>
        <translation>Zug bes&amp;tätigen</translation>
    </message>
    <message>
        <source>End the turn (Enter)</source>
        <translation>Den Zug beenden (Enter)</translation>
    </message>
    <message>
        <source>Start a new game or open a saved one.</source>
        <translation>Beginne ein neues Spiel oder öffne ein gespeichertes.</translation>
    </message>
    <message>
        <source>Place the tile on a marked position. R, a right click or a click on the tile above turns it.</source>
        <translation>Lege die Karte an eine markierte Stelle. R, ein Rechtsklick oder ein Klick auf die Karte oben dreht sie.</translation>
    </message>
    <message>
        <source>Click a feature of the tile to deploy a follower there, or a circle to deploy the figure it shows (a large follower, builder or pig where it may go), or choose No follower.</source>
        <translation>Klicke auf ein Gebiet der Karte, um dort einen Gefolgsmann einzusetzen, oder auf einen Kreis, um die gezeigte Figur einzusetzen (einen großen Gefolgsmann, Baumeister oder ein Schwein, wo es erlaubt ist), oder wähle Kein Gefolgsmann.</translation>
    </message>
    <message>
        <source>Click a feature of the tile to deploy a follower there, or choose No follower.</source>
        <translation>Klicke auf ein Gebiet der Karte, um dort einen Gefolgsmann einzusetzen, oder wähle Kein Gefolgsmann.</translation>
    </message>
    <message>
        <source>No figure can go on this tile. Confirm the turn, or take the tile back.</source>
        <translation>Auf diese Karte kann keine Figur. Bestätige den Zug oder nimm die Karte zurück.</translation>
    </message>
    <message>
        <source>Confirm the turn, or take the tile back.</source>
        <translation>Bestätige den Zug oder nimm die Karte zurück.</translation>
    </message>
    <message numerus="yes">
        <source>%n tiles left</source>
        <translation>
            <numerusform>%n Karte übrig</numerusform>
            <numerusform>%n Karten übrig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The tile in hand fits %n open positions. The Tiles Left panel lists every tile still in the pile.</source>
        <translation>
            <numerusform>Die Karte auf der Hand passt an %n offene Stelle. Das Feld Übrige Karten listet jede Karte, die noch im Stapel ist.</numerusform>
            <numerusform>Die Karte auf der Hand passt an %n offene Stellen. Das Feld Übrige Karten listet jede Karte, die noch im Stapel ist.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Tiles Left panel lists every tile still in the pile.</source>
        <translation>Das Feld Übrige Karten listet jede Karte, die noch im Stapel ist.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>Tessera</source>
        <translation>Tessera</translation>
    </message>
    <message>
        <source>Bonus tile: your builder lets you play a second tile in this turn.</source>
        <translation>Bonuskarte: dein Baumeister lässt dich in diesem Zug eine zweite Karte spielen.</translation>
    </message>
    <message>
        <source>Your builder earned a bonus tile: you play another tile after this one.</source>
        <translation>Dein Baumeister hat eine Bonuskarte verdient: du spielst nach dieser eine weitere Karte.</translation>
    </message>
    <message>
        <source>Tile %1 of your hand</source>
        <translation>Karte %1 deiner Hand</translation>
    </message>
    <message>
        <source>Place this tile (H chooses the next one)</source>
        <translation>Diese Karte anlegen (H wählt die nächste)</translation>
    </message>
    <message>
        <source>A computer player is thinking</source>
        <translation>Ein Computerspieler denkt nach</translation>
    </message>
    <message>
        <source>The computers are paused: View &gt; Pause Computers goes on.</source>
        <translation>Die Computer sind angehalten: Ansicht &gt; Computer anhalten setzt fort.</translation>
    </message>
    <message>
        <source>%1 is thinking where the dragon flies…</source>
        <translation>%1 überlegt, wohin der Drache fliegt…</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 denkt nach…</translation>
    </message>
    <message>
        <source>the fairy&apos;s marker on one of your followers moves her there</source>
        <translation>das Zeichen der Fee an einem deiner Gefolgsleute stellt sie dorthin</translation>
    </message>
    <message>
        <source>a knight&apos;s marker crossed out in red: the princess sends it home</source>
        <translation>das rot durchgestrichene Zeichen eines Ritters: das Burgfräulein schickt ihn nach Hause</translation>
    </message>
    <message>
        <source>the magic portal&apos;s marker lights up every free feature it reaches: click one</source>
        <translation>das Zeichen des magischen Tors hebt jedes freie Gebiet hervor, das es erreicht: klicke auf eines</translation>
    </message>
    <message>
        <source>Instead: %1.</source>
        <translation>Stattdessen: %1.</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>The dragon flies: %1 clicks a marked tile next to it (or chooses it with the arrow keys, then Enter). Every figure on a tile it enters goes home.</source>
        <translation>Der Drache fliegt: %1 klickt auf eine markierte Karte neben ihm (oder wählt sie mit den Pfeiltasten, dann Enter). Jede Figur auf einer Karte, die er betritt, kehrt heim.</translation>
    </message>
    <message>
        <source>%1 flies the dragon, in %2&apos;s turn</source>
        <translation>%1 lenkt den Drachen, im Zug von %2</translation>
    </message>
    <message>
        <source>The game is over: %1. Game &gt; Show Results has every player&apos;s points.</source>
        <translation>Die Partie ist vorbei: %1. Spiel &gt; Ergebnisse anzeigen zeigt die Punkte aller Spieler.</translation>
    </message>
    <message>
        <source>Click to turn the tile to its next rotation that fits (R, or a right click on the board)</source>
        <translation>Klicke, um die Karte in ihre nächste passende Drehung zu drehen (R oder ein Rechtsklick auf dem Spielfeld)</translation>
    </message>
    <message>
        <source>Turn the tile to its next rotation that fits where the pointer is, or anywhere (R or right click)</source>
        <translation>Die Karte in ihre nächste Drehung drehen, die dort passt, wo der Zeiger ist, oder irgendwo (R oder Rechtsklick)</translation>
    </message>
</context>
</TS>
