<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>AnalysisText</name>
    <message numerus="yes">
        <source>%1 played %2, which cost about %n points.</source>
        <translation>
            <numerusform>%1 played %2, which cost about %n point.</numerusform>
            <numerusform>%1 played %2, which cost about %n points.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardExport</name>
    <message numerus="yes">
        <source>Cancelled after %1 of %n frames.</source>
        <translation>
            <numerusform>Cancelled after %1 of %n frame.</numerusform>
            <numerusform>Cancelled after %1 of %n frames.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EventText</name>
    <message numerus="yes">
        <source>%1 each score %n: %2</source>
        <comment>players, points, what scored</comment>
        <translation>
            <numerusform>%1 each score %n: %2</numerusform>
            <numerusform>%1 each score %n: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scores %n: %2</source>
        <comment>player, points, what scored</comment>
        <translation>
            <numerusform>%1 scores %n: %2</numerusform>
            <numerusform>%1 scores %n: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>most %1 (%n tokens)</source>
        <comment>goods</comment>
        <translation>
            <numerusform>most %1 (%n token)</numerusform>
            <numerusform>most %1 (%n tokens)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>farmers supplying a completed city of %n tiles</source>
        <translation>
            <numerusform>farmers supplying a completed city of %n tile</numerusform>
            <numerusform>farmers supplying a completed city of %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>farm supplying %n completed cities</source>
        <translation>
            <numerusform>farm supplying %n completed city</numerusform>
            <numerusform>farm supplying %n completed cities</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>cloister with %n neighbours</source>
        <translation>
            <numerusform>cloister with %n neighbour</numerusform>
            <numerusform>cloister with %n neighbours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n tiles</source>
        <comment>a road, city or river</comment>
        <translation>
            <numerusform>%1 of %n tile</numerusform>
            <numerusform>%1 of %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n pennants</source>
        <translation>
            <numerusform>, %n pennant</numerusform>
            <numerusform>, %n pennants</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the fairy at the start of %n turns</source>
        <translation>
            <numerusform>the fairy at the start of %n turn</numerusform>
            <numerusform>the fairy at the start of %n turns</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FeatureText</name>
    <message numerus="yes">
        <source>%n tiles</source>
        <translation>
            <numerusform>%n tile</numerusform>
            <numerusform>%n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n pennants</source>
        <translation>
            <numerusform>, %n pennant</numerusform>
            <numerusform>, %n pennants</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>cloister, %n of 8 neighbours</source>
        <translation>
            <numerusform>cloister, %n of 8 neighbours</numerusform>
            <numerusform>cloister, %n of 8 neighbours</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message numerus="yes">
        <source>The log records %n points for player %1, but replaying the game gives %2.</source>
        <translation>
            <numerusform>The log records %n point for player %1, but replaying the game gives %2.</numerusform>
            <numerusform>The log records %n points for player %1, but replaying the game gives %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The log has %n scores, not one per player (%1).</source>
        <translation>
            <numerusform>The log has %n score, not one per player (%1).</numerusform>
            <numerusform>The log has %n scores, not one per player (%1).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameResults</name>
    <message numerus="yes">
        <source>%1 wins with %n points</source>
        <translation>
            <numerusform>%1 wins with %n point</numerusform>
            <numerusform>%1 wins with %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the victory with %n points</source>
        <translation>
            <numerusform>%1 share the victory with %n point</numerusform>
            <numerusform>%1 share the victory with %n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HintText</name>
    <message numerus="yes">
        <source>%1, %n points below the best</source>
        <translation>
            <numerusform>%1, %n point below the best</numerusform>
            <numerusform>%1, %n points below the best</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n points above, less explored</source>
        <translation>
            <numerusform>%1, %n point above, less explored</numerusform>
            <numerusform>%1, %n points above, less explored</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JczExport</name>
    <message numerus="yes">
        <source>JCloisterZone begins one more turn when the last tiles fit nowhere, and there the fairy would give %1 %n more points.</source>
        <translation>
            <numerusform>JCloisterZone begins one more turn when the last tiles fit nowhere, and there the fairy would give %1 %n more point.</numerusform>
            <numerusform>JCloisterZone begins one more turn when the last tiles fit nowhere, and there the fairy would give %1 %n more points.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TilesLeftModel</name>
    <message numerus="yes">
        <source>%n left in the pile</source>
        <translation>
            <numerusform>%n left in the pile</numerusform>
            <numerusform>%n left in the pile</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fits %n open positions now</source>
        <translation>
            <numerusform>Fits %n open position now</numerusform>
            <numerusform>Fits %n open positions now</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tessera::document::PlayersModel</name>
    <message numerus="yes">
        <source>%1: %n points</source>
        <comment>player, score</comment>
        <translation>
            <numerusform>%1: %n point</numerusform>
            <numerusform>%1: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n followers left</source>
        <translation>
            <numerusform>, %n follower left</numerusform>
            <numerusform>, %n followers left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tessera::document::TileListModel</name>
    <message numerus="yes">
        <source>%n pennants</source>
        <translation>
            <numerusform>%n pennant</numerusform>
            <numerusform>%n pennants</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tessera::document::TileSetDocument</name>
    <message numerus="yes">
        <source>The tile set has %n problems and is not saved:</source>
        <translation>
            <numerusform>The tile set has %n problem and is not saved:</numerusform>
            <numerusform>The tile set has %n problems and is not saved:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n tiles</source>
        <translation>
            <numerusform>Delete %n tile</numerusform>
            <numerusform>Delete %n tiles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tessera::document::TurnsModel</name>
    <message numerus="yes">
        <source>the dragon flew %n tiles</source>
        <translation>
            <numerusform>the dragon flew %n tile</numerusform>
            <numerusform>the dragon flew %n tiles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tessera::ui::AnalysisPanel</name>
    <message numerus="yes">
        <source>%1 of %n decisions</source>
        <translation>
            <numerusform>%1 of %n decision</numerusform>
            <numerusform>%1 of %n decisions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tessera::ui::BoardScene</name>
    <message numerus="yes">
        <source>fits %n ways: R or right click turns it</source>
        <translation>
            <numerusform>fits %n way: R or right click turns it</numerusform>
            <numerusform>fits %n ways: R or right click turns it</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tessera::ui::DeploymentMarkers</name>
    <message numerus="yes">
        <source>The magic portal reaches %n free features, lit up: click one to deploy a follower there.</source>
        <translation>
            <numerusform>The magic portal reaches %n free feature, lit up: click one to deploy a follower there.</numerusform>
            <numerusform>The magic portal reaches %n free features, lit up: click one to deploy a follower there.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tessera::ui::EvaluationGraph</name>
    <message numerus="yes">
        <source>Turn %1, %2: %3, about %n points</source>
        <translation>
            <numerusform>Turn %1, %2: %3, about %n point</numerusform>
            <numerusform>Turn %1, %2: %3, about %n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tessera::ui::ReplayWindow</name>
    <message numerus="yes">
        <source>“%1” is damaged; its first %n turns are shown.</source>
        <translation>
            <numerusform>“%1” is damaged; its first %n turn is shown.</numerusform>
            <numerusform>“%1” is damaged; its first %n turns are shown.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Opened %1: %n turns</source>
        <translation>
            <numerusform>Opened %1: %n turn</numerusform>
            <numerusform>Opened %1: %n turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n frames to %1</source>
        <translation>
            <numerusform>Wrote %n frame to %1</numerusform>
            <numerusform>Wrote %n frames to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game being played: %n turns</source>
        <translation>
            <numerusform>The game being played: %n turn</numerusform>
            <numerusform>The game being played: %n turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Analysing the game on %n cores...</source>
        <translation>
            <numerusform>Analysing the game on %n core...</numerusform>
            <numerusform>Analysing the game on %n cores...</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Analysed by Hard at %n simulations a decision.</source>
        <translation>
            <numerusform>Analysed by Hard at %n simulation a decision.</numerusform>
            <numerusform>Analysed by Hard at %n simulations a decision.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tessera::ui::ResultsDialog</name>
    <message numerus="yes">
        <source>%n moves were taken back.</source>
        <translation>
            <numerusform>%n move was taken back.</numerusform>
            <numerusform>%n moves were taken back.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tessera::ui::ScoreChart</name>
    <message numerus="yes">
        <source>%1, %2: %n points</source>
        <translation>
            <numerusform>%1, %2: %n point</numerusform>
            <numerusform>%1, %2: %n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tessera::ui::StatisticsWindow</name>
    <message numerus="yes">
        <source>%n players</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n games added.</source>
        <translation>
            <numerusform>%n game added.</numerusform>
            <numerusform>%n games added.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n games counted again with another ending.</source>
        <translation>
            <numerusform>%n game counted again with another ending.</numerusform>
            <numerusform>%n games counted again with another ending.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n games were counted already.</source>
        <translation>
            <numerusform>%n game was counted already.</numerusform>
            <numerusform>%n games were counted already.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %n files.</source>
        <translation>
            <numerusform>Stopped after %n file.</numerusform>
            <numerusform>Stopped after %n files.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n files could not be counted (Show Details...).</source>
        <translation>
            <numerusform>%n file could not be counted (Show Details...).</numerusform>
            <numerusform>%n files could not be counted (Show Details...).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tessera::ui::TileSetChooser</name>
    <message numerus="yes">
        <source>%1 (%n tiles)</source>
        <translation>
            <numerusform>%1 (%n tile)</numerusform>
            <numerusform>%1 (%n tiles)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n tiles, from the editor)</source>
        <translation>
            <numerusform>%1 (%n tile, from the editor)</numerusform>
            <numerusform>%1 (%n tiles, from the editor)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tessera::ui::TileSetEditor</name>
    <message numerus="yes">
        <source>Copied %n tiles.</source>
        <translation>
            <numerusform>Copied %n tile.</numerusform>
            <numerusform>Copied %n tiles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paste %n tiles</source>
        <translation>
            <numerusform>Paste %n tile</numerusform>
            <numerusform>Paste %n tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Duplicate %n tiles</source>
        <translation>
            <numerusform>Duplicate %n tile</numerusform>
            <numerusform>Duplicate %n tiles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tessera::ui::TurnPanel</name>
    <message numerus="yes">
        <source>%n tiles left</source>
        <translation>
            <numerusform>%n tile left</numerusform>
            <numerusform>%n tiles left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The tile in hand fits %n open positions. The Tiles Left panel lists every tile still in the pile.</source>
        <translation>
            <numerusform>The tile in hand fits %n open position. The Tiles Left panel lists every tile still in the pile.</numerusform>
            <numerusform>The tile in hand fits %n open positions. The Tiles Left panel lists every tile still in the pile.</numerusform>
        </translation>
    </message>
</context>
</TS>
